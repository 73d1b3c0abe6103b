import { describe, expect, it } from "vitest";
import { loadCourses, loadGlossary, loadScript, uncoveredWords } from "./load";

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
