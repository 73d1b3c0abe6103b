import { describe, expect, it } from "vitest";
import type { CourseContent } from "../../../shared/schemas/course";
import { courseView, type ProgressRecord, tutorsOf } from "./progress-rule";

const character = (id: string) => ({
  id,
  name: id,
  role: "Tutor",
  bio: "Bio",
  tags: ["t"],
  tone: "kind",
  openingLine: "Hallo!",
  openingLineTranslation: "Hello!",
});
const scenario = (id: string) => ({
  id,
  title: id,
  description: "d",
  estimatedTime: "10 min",
  difficulty: "beginner" as const,
  characters: [character(`${id}-tutor`)],
});
const course: CourseContent = {
  id: "c",
  title: "C",
  subtitle: "s",
  description: "d",
  language: "de",
  nativeLanguage: "en",
  level: "Beginner",
  color: "#000",
  gradient: "g",
  order: 1,
  hidden: false,
  chapters: [
    { id: "ch1", title: "One", description: "d", chapterNumber: 1, scenarios: [scenario("a"), scenario("b")] },
    { id: "ch2", title: "Two", description: "d", chapterNumber: 2, scenarios: [scenario("c"), scenario("d")] },
  ],
};
const done = (scenarioId: string): ProgressRecord => ({ scenarioId, progress: 100, completed: true });
const locks = (records: ProgressRecord[]) =>
  courseView(course, records).chapters.flatMap((c) =>
    c.scenarios.map((s) => `${s.id}:${s.isLocked ? "locked" : s.isCompleted ? "done" : "open"}`),
  );

describe("unlock rule", () => {
  it("opens only the first scenario for a new learner or a visitor", () => {
    expect(locks([])).toEqual(["a:open", "b:locked", "c:locked", "d:locked"]);
    const view = courseView(course, []);
    expect(view.chapters.map((c) => c.isLocked)).toEqual([false, true]);
    expect(view.currentScenarioId).toBe("a");
    expect(view.status).toBe("new");
  });

  it("unlocks the next scenario when one is completed, across chapters", () => {
    expect(locks([done("a")])).toEqual(["a:done", "b:open", "c:locked", "d:locked"]);
    expect(locks([done("a"), done("b")])).toEqual(["a:done", "b:done", "c:open", "d:locked"]);
    const view = courseView(course, [done("a"), done("b")]);
    expect(view.chapters[1]!.isLocked).toBe(false);
    expect(view.currentChapter).toBe(2);
    expect(view.completedChapters).toBe(1);
    // 'Chapter 2 of 2': the course's real chapters, not a figure of its own.
    expect(view.totalChapters).toBe(2);
    expect(view.progress).toBe(50);
    expect(view.status).toBe("in-progress");
  });

  it("does not unlock past a scenario that is only partly done", () => {
    expect(locks([{ scenarioId: "a", progress: 60, completed: false }])).toEqual([
      "a:open",
      "b:locked",
      "c:locked",
      "d:locked",
    ]);
    const first = courseView(course, [{ scenarioId: "a", progress: 60, completed: false }]).chapters[0]!.scenarios[0]!;
    expect(first.progress).toBe(60);
    expect(courseView(course, [{ scenarioId: "a", progress: 60, completed: false }]).status).toBe("in-progress");
  });

  it("marks the course completed when every scenario is", () => {
    const view = courseView(course, ["a", "b", "c", "d"].map(done));
    expect(view.status).toBe("completed");
    expect(view.currentScenarioId).toBeNull();
    expect(view.currentChapter).toBe(2);
    expect(view.progress).toBe(100);
  });

  it("numbers scenarios across chapters and counts their tutors", () => {
    const view = courseView(course, []);
    expect(view.chapters.flatMap((c) => c.scenarios.map((s) => s.index))).toEqual([1, 2, 3, 4]);
    expect(view.chapters.flatMap((c) => c.scenarios.map((s) => s.tutorCount))).toEqual(
      course.chapters.flatMap((c) => c.scenarios.map((s) => s.characters.length)),
    );
  });

  it("gives each tutor a local avatar", () => {
    expect(tutorsOf(course.chapters[0]!.scenarios[0]!)[0]!.avatar).toBe("/avatars/characters/a-tutor.svg");
  });
});
