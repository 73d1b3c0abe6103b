import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { type LanguageCode, languageCodeSchema } from "../../shared/schemas/course";
import type { Glossary } from "../../shared/schemas/glossary";
import type { DialogueScript } from "../../shared/schemas/script";
import {
  DEFAULT_SITUATION,
  type KeyPhrasePrompt,
  NAME_SLOT,
  PHRASE_SLOT,
  SITUATION_IDS,
  type SituationTemplate,
  situationTemplateSchema,
} from "../../shared/schemas/situation";
import { ContentError, defaultContentDir, formatIssues, readJson, uncoveredIn } from "./load";
import { bestMatch, type CompiledKeyword, compileKeyword } from "./situation-match";

/**
 * The situation templates the offline tutor plays a learner's own scenario with (content/situations/<language>/),
 * read and checked once: a broken file stops the server with its name, as a broken script does.
 */

export interface SituationLibrary {
  /** A language's templates, in the picker's order (SITUATION_IDS first); none for a language without any. */
  templates(language: LanguageCode): readonly SituationTemplate[];
  find(language: LanguageCode, id: string): SituationTemplate | undefined;
  /**
   * The template that fits a learner's title and description best by its keywords, or the default (small talk)
   * when none fits; undefined only for a language without templates.
   */
  match(language: LanguageCode, text: string): SituationTemplate | undefined;
}

const order = (id: string) => {
  const index = (SITUATION_IDS as readonly string[]).indexOf(id);
  return index < 0 ? SITUATION_IDS.length : index;
};

function readTemplate(file: string, language: string, id: string): SituationTemplate {
  const parsed = situationTemplateSchema.safeParse(readJson(file));
  if (!parsed.success) throw new ContentError(formatIssues(file, parsed.error.issues));
  if (parsed.data.id !== id) throw new ContentError(`${file}: id "${parsed.data.id}" does not match the file name`);
  if (parsed.data.language !== language) {
    throw new ContentError(`${file}: language "${parsed.data.language}" does not match its folder`);
  }
  return parsed.data;
}

/** Reads and validates every template under `situations/`; a content folder without it has none. */
export function loadSituations(dir = defaultContentDir): SituationLibrary {
  const root = join(dir, "situations");
  const byLanguage = new Map<LanguageCode, SituationTemplate[]>();
  const keywords = new Map<SituationTemplate, CompiledKeyword[]>();
  for (const folder of existsSync(root) ? readdirSync(root).sort() : []) {
    const language = languageCodeSchema.safeParse(folder);
    if (!language.success) throw new ContentError(`${join(root, folder)}: not a course language`);
    const templates = readdirSync(join(root, folder))
      .filter((f) => f.endsWith(".json"))
      .map((f) => readTemplate(join(root, folder, f), folder, f.replace(/\.json$/, "")))
      .sort((a, b) => order(a.id) - order(b.id) || a.id.localeCompare(b.id));
    for (const template of templates) keywords.set(template, template.keywords.map(compileKeyword));
    byLanguage.set(language.data, templates);
  }
  const find = (language: LanguageCode, id: string) => byLanguage.get(language)?.find((t) => t.id === id);
  return {
    templates: (language) => byLanguage.get(language) ?? [],
    find,
    match(language, text) {
      const templates = byLanguage.get(language) ?? [];
      const best = bestMatch(text, templates, (t) => keywords.get(t) ?? []);
      return best ?? find(language, DEFAULT_SITUATION) ?? templates[0];
    },
  };
}

const libraries = new Map<string, SituationLibrary>();

/** The templates of a content folder, read once. */
export function situationLibrary(dir = defaultContentDir): SituationLibrary {
  let library = libraries.get(dir);
  if (!library) {
    library = loadSituations(dir);
    libraries.set(dir, library);
  }
  return library;
}

const QUOTES = new Set(`"'„“”‚‘’«»`);

/** The text without the given characters at either end (a loop, not a regex anchored at the end: linear). */
export function stripEnds(text: string, chars: ReadonlySet<string>): string {
  let start = 0;
  let end = text.length;
  while (start < end && chars.has(text[start]!)) start++;
  while (end > start && chars.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/**
 * The n-th key-phrase prompt of a template (counting on from the first again after the last), with the learner's
 * phrase in its slot, in the line and in its translation.
 */
export function keyPhraseLine(template: SituationTemplate, phrase: string, n: number): KeyPhrasePrompt {
  const prompts = template.keyPhrasePrompts;
  const prompt = prompts[(((Math.trunc(n) || 0) % prompts.length) + prompts.length) % prompts.length]!;
  // The prompt quotes the phrase itself: quotes the learner put around it go.
  const said = stripEnds(phrase.replace(/\s+/g, " ").trim(), QUOTES).trim();
  // A function, not a string: a `$&` in the learner's phrase stays as written.
  const fill = (text: string) => text.replace(PHRASE_SLOT, () => said);
  return { text: fill(prompt.text), translation: fill(prompt.translation) };
}

const named = new WeakMap<SituationTemplate, Map<string, SituationTemplate>>();

/**
 * The template played by a tutor of that name: the `{name}` slot of its opening line and facts (and their
 * translations) filled. Made once per template and name (a few hundred names a template at most are kept).
 */
export function withName(template: SituationTemplate, name: string): SituationTemplate {
  let byName = named.get(template);
  if (!byName) {
    byName = new Map();
    named.set(template, byName);
  }
  let made = byName.get(name);
  if (!made) {
    // The name as JSON string content, so that a quote or backslash in it stays text.
    const escaped = JSON.stringify(name).slice(1, -1);
    made = JSON.parse(JSON.stringify(template).replaceAll(NAME_SLOT, () => escaped)) as SituationTemplate;
    if (byName.size >= 500) byName.clear();
    byName.set(name, made);
  }
  return made;
}

/** The template as a dialogue script the offline tutor plays, its character's facts under `characterId`. */
export function situationScript(template: SituationTemplate, characterId: string): DialogueScript {
  const { tutor: _line, translation: _translation, ...opening } = template.opening;
  return {
    scenarioId: template.id,
    opening,
    turns: template.turns,
    followUps: template.followUps,
    characters: { [characterId]: { facts: template.character.facts } },
  };
}

/**
 * Every sentence the tutor says in a template: the opening line, turns, re-asks, acknowledgements (without their
 * value), follow-ups, the character's facts and the key-phrase prompts (without the learner's phrase).
 */
export function templateSentences(template: SituationTemplate): string[] {
  const out = [template.opening.tutor.replaceAll(NAME_SLOT, "")];
  for (const turn of template.turns) {
    out.push(turn.tutor, turn.reask);
    if (turn.known) out.push(turn.known.text.replaceAll("{value}", ""));
  }
  for (const followUp of template.followUps) out.push(followUp.tutor);
  for (const fact of template.character.facts) out.push(fact.text.replaceAll(NAME_SLOT, ""));
  for (const prompt of template.keyPhrasePrompts) out.push(prompt.text.replace(PHRASE_SLOT, ""));
  return out;
}

/** Words the tutor says in a language's templates that the glossary does not cover (as `uncoveredWords`). */
export function uncoveredTemplateWords(
  language: LanguageCode,
  glossary: Glossary | undefined,
  dir = defaultContentDir,
): string[] {
  return uncoveredIn(situationLibrary(dir).templates(language).flatMap(templateSentences), glossary);
}
