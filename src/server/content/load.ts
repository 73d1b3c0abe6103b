import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { INTERFACE_LANGUAGES, type Locale } from "../../shared/locale";
import {
  type CourseContent,
  type CourseTranslation,
  courseContentSchema,
  courseTranslationSchema,
} from "../../shared/schemas/course";
import { type Glossary, glossarySchema } from "../../shared/schemas/glossary";
import { type DialogueScript, dialogueScriptSchema } from "../../shared/schemas/script";
import { tokenize, wordKey } from "../../shared/words";

/** Root of the content files; overridable so tests can load a broken copy. */
export const defaultContentDir = resolve(process.env.CONTENT_DIR ?? "content");

export class ContentError extends Error {}

export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`);
  }
}

export function formatIssues(file: string, issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${file} at ${i.path.join(".") || "(root)"}: ${i.message}`).join("\n");
}

/** Reads and validates every course file; ids must be unique across all of them. */
export function loadCourses(dir = defaultContentDir): CourseContent[] {
  const coursesDir = join(dir, "courses");
  const files = readdirSync(coursesDir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const courses = files.map((f) => {
    const file = join(coursesDir, f);
    const parsed = courseContentSchema.safeParse(readJson(file));
    if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error.issues));
    return parsed.data;
  });
  assertUniqueIds(courses);
  return courses;
}

function assertUniqueIds(courses: CourseContent[]): void {
  const seen = new Map<string, string>();
  const claim = (kind: string, id: string) => {
    const key = `${kind}:${id}`;
    if (seen.has(key)) throw new ContentError(`Duplicate ${kind} id "${id}"`);
    seen.set(key, id);
  };
  for (const course of courses) {
    claim("course", course.id);
    for (const chapter of course.chapters) {
      claim("chapter", chapter.id);
      for (const scenario of chapter.scenarios) {
        claim("scenario", scenario.id);
        for (const character of scenario.characters) claim("character", character.id);
      }
    }
  }
}

/** Each interface language's texts of the courses, by course id (English is the courses' own). */
export type Translations = Map<Locale, Map<string, CourseTranslation>>;

/**
 * Reads and validates `translations/<locale>/<course id>.json`. A translation may leave texts out (they stay
 * English) but may not name a course, chapter, scenario or tutor that does not exist: that is a typo.
 */
export function loadTranslations(courses: CourseContent[], dir = defaultContentDir): Translations {
  const translations: Translations = new Map();
  for (const locale of INTERFACE_LANGUAGES) {
    const localeDir = join(dir, "translations", locale);
    if (locale === "en" || !existsSync(localeDir)) continue;
    const byCourse = new Map<string, CourseTranslation>();
    for (const name of readdirSync(localeDir).filter((f) => f.endsWith(".json"))) {
      const file = join(localeDir, name);
      const course = courses.find((c) => `${c.id}.json` === name);
      if (!course) throw new ContentError(`${file}: no course "${name.replace(/\.json$/, "")}"`);
      const parsed = courseTranslationSchema.safeParse(readJson(file));
      if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error.issues));
      assertKnownIds(file, course, parsed.data);
      byCourse.set(course.id, parsed.data);
    }
    translations.set(locale, byCourse);
  }
  return translations;
}

function assertKnownIds(file: string, course: CourseContent, translation: CourseTranslation): void {
  const scenarios = course.chapters.flatMap((c) => c.scenarios);
  const known = {
    chapters: new Set(course.chapters.map((c) => c.id)),
    scenarios: new Set(scenarios.map((s) => s.id)),
    characters: new Set(scenarios.flatMap((s) => s.characters.map((c) => c.id))),
  };
  for (const kind of ["chapters", "scenarios", "characters"] as const) {
    for (const id of Object.keys(translation[kind])) {
      if (!known[kind].has(id)) throw new ContentError(`${file} at ${kind}.${id}: not in course "${course.id}"`);
    }
  }
}

export function scriptPath(dir: string, courseId: string, scenarioId: string): string {
  return join(dir, "scripts", courseId, `${scenarioId}.json`);
}

/** Reads and validates the offline tutor's script of one scenario, or undefined if it has none. */
export function loadScript(courseId: string, scenarioId: string, dir = defaultContentDir): DialogueScript | undefined {
  const file = scriptPath(dir, courseId, scenarioId);
  if (!existsSync(file)) return undefined;
  const parsed = dialogueScriptSchema.safeParse(readJson(file));
  if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error.issues));
  if (parsed.data.scenarioId !== scenarioId) {
    throw new ContentError(`${file}: scenarioId "${parsed.data.scenarioId}" does not match the file name`);
  }
  return parsed.data;
}

/** Reads and validates the glossary of one course, or undefined if it has none. */
export function loadGlossary(courseId: string, dir = defaultContentDir): Glossary | undefined {
  const file = join(dir, "glossary", `${courseId}.json`);
  if (!existsSync(file)) return undefined;
  const parsed = glossarySchema.safeParse(readJson(file));
  if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error.issues));
  return parsed.data;
}

/** Every tutor sentence of a course: opening lines, script turns, re-asks, acknowledgements, follow-ups and facts. */
export function tutorSentences(course: CourseContent, dir = defaultContentDir): string[] {
  const out: string[] = [];
  for (const chapter of course.chapters) {
    for (const scenario of chapter.scenarios) {
      for (const character of scenario.characters) out.push(character.openingLine);
      const script = loadScript(course.id, scenario.id, dir);
      if (!script) continue;
      for (const turn of script.turns) {
        out.push(turn.tutor, turn.reask);
        if (turn.known) out.push(turn.known.text.replaceAll("{value}", ""));
      }
      for (const followUp of script.followUps) out.push(followUp.tutor);
      for (const character of Object.values(script.characters)) out.push(...character.facts.map((f) => f.text));
    }
  }
  return out;
}

/** Words of the sentences that the glossary does not cover (by lemma or form, case-insensitive), sorted. */
export function uncoveredIn(sentences: Iterable<string>, glossary: Glossary | undefined): string[] {
  const known = new Set<string>();
  for (const entry of glossary?.entries ?? []) {
    known.add(wordKey(entry.lemma));
    for (const form of entry.forms) known.add(wordKey(form));
  }
  const missing = new Set<string>();
  for (const sentence of sentences) {
    for (const word of tokenize(sentence)) if (!known.has(wordKey(word))) missing.add(wordKey(word));
  }
  return [...missing].sort();
}

/** Words of the tutor's sentences that the glossary does not cover (by lemma or form, case-insensitive). */
export function uncoveredWords(
  course: CourseContent,
  glossary: Glossary | undefined,
  dir = defaultContentDir,
): string[] {
  return uncoveredIn(tutorSentences(course, dir), glossary);
}
