import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CourseLibrary } from "./course-library";
import {
  ContentError,
  defaultContentDir,
  loadCourses,
  loadGlossary,
  loadScript,
  loadTranslations,
  uncoveredWords,
} from "./load";

const courses = loadCourses();
const visible = courses.filter((c) => !c.hidden);

describe("course content", () => {
  it("validates every course, chapter, scenario and character (ids unique and URL-safe)", () => {
    // loadCourses parses with the shared schemas and refuses duplicate ids; reaching here means all passed.
    expect(courses.length).toBe(3);
    for (const course of courses) {
      for (const chapter of course.chapters) {
        for (const scenario of chapter.scenarios) {
          expect(scenario.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
          for (const character of scenario.characters) expect(character.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        }
      }
    }
  });

  it.each(visible.map((c) => [c.id, c] as const))("%s has 6 chapters of 3-5 scenarios with 2-3 tutors", (_, course) => {
    expect(course.chapters).toHaveLength(6);
    expect(course.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const chapter of course.chapters) {
      expect(chapter.scenarios.length).toBeGreaterThanOrEqual(3);
      expect(chapter.scenarios.length).toBeLessThanOrEqual(5);
      for (const scenario of chapter.scenarios) {
        expect(scenario.characters.length).toBeGreaterThanOrEqual(2);
        expect(scenario.characters.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it.each(visible.map((c) => [c.id, c] as const))("%s has a dialogue script for every scenario", (_, course) => {
    for (const scenario of course.chapters.flatMap((c) => c.scenarios)) {
      const script = loadScript(course.id, scenario.id);
      expect(script, scenario.id).toBeDefined();
      expect(script!.turns.length).toBeGreaterThanOrEqual(6);
    }
  });

  it.each(visible.map((c) => [c.id, c] as const))(
    "%s has a glossary covering every word of its tutors",
    (_, course) => {
      expect(uncoveredWords(course, loadGlossary(course.id))).toEqual([]);
    },
  );
});

/** Every text of a course an interface shows, by where it is: `course.title`, `scenarios.<id>.description`, ... */
function courseTexts(course: ReturnType<typeof loadCourses>[number]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const field of ["title", "subtitle", "description"] as const) texts.set(`course.${field}`, course[field]);
  for (const chapter of course.chapters) {
    texts.set(`chapters.${chapter.id}.title`, chapter.title);
    texts.set(`chapters.${chapter.id}.description`, chapter.description);
    for (const scenario of chapter.scenarios) {
      texts.set(`scenarios.${scenario.id}.title`, scenario.title);
      texts.set(`scenarios.${scenario.id}.description`, scenario.description);
      for (const character of scenario.characters) {
        texts.set(`characters.${character.id}.role`, character.role);
        texts.set(`characters.${character.id}.bio`, character.bio);
      }
    }
  }
  return texts;
}

describe("course content in the interface languages", () => {
  const translations = loadTranslations(courses);
  const library = new CourseLibrary(courses, translations);

  /** Texts that are the same in both languages (a loanword, a title that is already French). */
  const SAME_IN_BOTH = new Set(["Barista", "Café, Pub & Restaurant", "Premiers pas"]);

  it.each(["de", "fr"] as const)("%s translates every course, chapter, scenario and tutor text", (locale) => {
    for (const course of courses) {
      const english = courseTexts(course);
      const file = translations.get(locale)?.get(course.id);
      expect(file, `${locale}/${course.id}.json`).toBeDefined();
      const own = new Map(
        Object.entries({ ...file!, course: { "": file!.course } }).flatMap(([kind, entries]) =>
          Object.entries(entries as Record<string, Record<string, string>>).flatMap(([id, fields]) =>
            Object.entries(fields).map(([field, text]) => [[kind, id, field].filter(Boolean).join("."), text] as const),
          ),
        ),
      );
      // Every text has its own translation (none falls back to English), and it differs from the English.
      expect(
        [...english.keys()].filter((key) => !own.has(key)),
        `${locale} ${course.id}: missing`,
      ).toEqual([]);
      const same = [...english].filter(([key, text]) => own.get(key) === text && !SAME_IN_BOTH.has(text));
      expect(same, `${locale} ${course.id}: left English`).toEqual([]);
    }
  });

  it("keeps ids, order, tutors' lines and the course language; English is the content itself", () => {
    const german = library.in("de");
    expect(library.in("en")).toBe(library);
    expect(german.courses.map((c) => c.id)).toEqual(library.courses.map((c) => c.id));
    const [course] = library.courses;
    const translated = german.find(course!.id)!;
    const scenario = course!.chapters[0]!.scenarios[0]!;
    const scene = german.scene(course!.id, scenario.id, scenario.characters[0]!.id)!;
    expect(scene.character.openingLine).toBe(scenario.characters[0]!.openingLine);
    expect(scene.character.name).toBe(scenario.characters[0]!.name);
    expect(scene.scenario.title).not.toBe(scenario.title);
    expect(translated.language).toBe(course!.language);
    expect(german.in("de")).toBe(german.in("de"));
  });

  describe("a broken translation is refused when the server starts", () => {
    const copy = (edit: (dir: string) => void) => {
      const dir = mkdtempSync(join(tmpdir(), "parley-content-"));
      cpSync(defaultContentDir, dir, { recursive: true });
      edit(dir);
      return dir;
    };
    const refusal = (dir: string) => {
      try {
        loadTranslations(loadCourses(dir), dir);
        return undefined;
      } catch (error) {
        return error;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    const write = (dir: string, file: string, body: unknown) =>
      writeFileSync(join(dir, "translations", file), JSON.stringify(body));
    const valid = {
      course: { title: "T", subtitle: "S", description: "D" },
      chapters: {},
      scenarios: {},
      characters: {},
    };

    it("names a scenario the course does not have", () => {
      const error = refusal(
        copy((dir) =>
          write(dir, "de/complete-german.json", {
            ...valid,
            scenarios: { "no-such": { title: "T", description: "D" } },
          }),
        ),
      );
      expect(error).toBeInstanceOf(ContentError);
      expect(String(error)).toContain('scenarios.no-such: not in course "complete-german"');
    });

    it("is for a course that does not exist", () => {
      const error = refusal(copy((dir) => write(dir, "fr/no-course.json", valid)));
      expect(error).toBeInstanceOf(ContentError);
      expect(String(error)).toContain('no course "no-course"');
    });

    it("has an empty text or a field of its own", () => {
      const empty = refusal(
        copy((dir) => write(dir, "de/complete-german.json", { ...valid, course: { ...valid.course, title: " " } })),
      );
      expect(String(empty)).toContain("course.title: Translation is required");
      const extra = refusal(copy((dir) => write(dir, "de/complete-german.json", { ...valid, level: "Anfänger" })));
      expect(extra).toBeInstanceOf(ContentError);
    });

    it("may leave texts out: they stay English", () => {
      const dir = copy((d) => write(d, "de/complete-german.json", valid));
      try {
        const partial = new CourseLibrary(loadCourses(dir), loadTranslations(loadCourses(dir), dir)).in("de");
        const course = partial.find("complete-german")!;
        expect(course.title).toBe("T");
        expect(course.chapters[0]!.title).toBe(courses.find((c) => c.id === "complete-german")!.chapters[0]!.title);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});

describe("content/courses", () => {
  it("has the three courses of the spec, French hidden", () => {
    const courses = loadCourses();
    expect(courses.map((c) => c.id).sort()).toEqual(["complete-english", "complete-german", "french-conversations"]);
    const french = courses.find((c) => c.id === "french-conversations")!;
    expect(french.hidden).toBe(true);
    expect(courses.find((c) => c.id === "complete-german")!.chapters).toHaveLength(6);
  });
});
