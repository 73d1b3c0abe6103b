import { afterAll, describe, expect, it } from "vitest";
import type { CourseContent } from "../../../shared/schemas/course";
import { loadCourses, loadScript } from "../../content/load";
import {
  firstMessageTellingAhead,
  givesMistaken,
  questionsAnswered,
  stuckOnOneWord,
  unnamedLines,
} from "../../testing/script-checks";

/**
 * Scripted conversations with every scenario's characters, as learners have them: telling several things at once,
 * asking back, asking their own questions, answering in one word. Prints per course how often a reply asked again
 * for what the learner had said, and how many of the learner's questions were answered.
 */

const courses = loadCourses().filter((c) => !c.hidden);
const tally = new Map<string, { askedAgain: number; replies: number; questions: number; answered: number }>();
const count = (course: string) => {
  const entry = tally.get(course) ?? { askedAgain: 0, replies: 0, questions: 0, answered: 0 };
  tally.set(course, entry);
  return entry;
};
afterAll(() => {
  for (const [course, t] of tally) {
    console.log(
      `${course}: ${t.askedAgain} of ${t.replies} replies asked again for what was said; ` +
        `${t.answered} of ${t.questions} learner questions answered`,
    );
  }
});

/** Each scenario with each of its characters; the script is read in the test (a broken file fails only its own). */
function scenes(course: CourseContent) {
  return course.chapters.flatMap((chapter) =>
    chapter.scenarios.flatMap((scenario) =>
      scenario.characters.map((character) => ({
        name: `${scenario.id} with ${character.id}`,
        read() {
          const script = loadScript(course.id, scenario.id)!;
          return {
            script,
            listening: { language: course.language, facts: script.characters[character.id]?.facts ?? [] },
          };
        },
      })),
    ),
  );
}

describe.each(courses.map((c) => [c.id, c] as const))("%s: the offline tutor listens", (courseId, course) => {
  const all = scenes(course);

  it.each(course.chapters.flatMap((c) => c.scenarios).map((s) => [s.id, s] as const))(
    "%s: each line says what it asks, each character can tell about it, and an early answer is not mistaken",
    (scenarioId, scenario) => {
      const script = loadScript(course.id, scenarioId)!;
      expect(unnamedLines(script)).toEqual([]);
      expect(Object.keys(script.characters).sort()).toEqual(scenario.characters.map((c) => c.id).sort());
      // A phrase that answers a later line ahead must not occur in the answers to the other lines.
      expect(givesMistaken(script)).toEqual([]);
    },
  );

  it.each(all.map((s) => [s.name, s] as const))("%s: what the first message told is never asked again", (_, scene) => {
    const { script, listening } = scene.read();
    const { ahead, replies, askedAgain } = firstMessageTellingAhead(script, listening);
    expect(ahead, "turns a first message can answer").toBeGreaterThanOrEqual(2);
    count(courseId).askedAgain += askedAgain.length;
    count(courseId).replies += replies.length;
    expect(askedAgain).toEqual([]);
  });

  it.each(all.map((s) => [s.name, s] as const))(
    "%s: 'Und Sie?' after each question and the learner's own questions are answered from the character's facts",
    (_, scene) => {
      const { script, listening } = scene.read();
      const { asked, unanswered, askable } = questionsAnswered(script, listening);
      count(courseId).questions += asked;
      count(courseId).answered += asked - unanswered.length;
      expect(unanswered).toEqual([]);
      expect(askable, "questions the character can answer").toBeGreaterThanOrEqual(2);
    },
  );

  it.each(all.map((s) => [s.name, s] as const))("%s: a one-word or a yes/no answer moves on", (_, scene) => {
    const { script, listening } = scene.read();
    expect(stuckOnOneWord(script, listening)).toEqual([]);
  });
});
