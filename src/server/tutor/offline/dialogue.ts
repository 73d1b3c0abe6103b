import type { CourseContent, LanguageCode } from "../../../shared/schemas/course";
import type { DialogueScript } from "../../../shared/schemas/script";
import { tokenize, wordKey } from "../../../shared/words";

/**
 * The offline tutor's conversation logic (DESIGN "The tutor engine"): it follows the scenario's script, moving on
 * when the learner's answer is on topic, re-asking once when it is not, and using the follow-up lines after the
 * last turn so that a lesson can reach 10 learner messages. Pure: the caller stores the state.
 */

export interface DialogueState {
  /** Script steps answered: 0 = the opening line awaits an answer, n = turn n-1 awaits one. */
  step: number;
  /** The last tutor line re-asked the current step (the next answer moves on whatever it says). */
  reasked: boolean;
}

export const INITIAL_STATE: DialogueState = { step: 0, reasked: false };

export interface TutorTurn {
  tutor: string;
  translation: string;
  words: { word: string; meaning: string }[];
  grammar: { name: string; explanation: string; example?: string }[];
  state: DialogueState;
}

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[.,!?;:"„“”‚‘’«»()]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Whether an answer contains one of the expected keywords or phrases (whole words, case-insensitive). */
export function isOnTopic(answer: string, expected: string[]): boolean {
  const text = ` ${normalise(answer)} `;
  return expected.some((keyword) => text.includes(` ${normalise(keyword)} `));
}

function expectationFor(script: DialogueScript, step: number) {
  return step === 0 ? script.opening : script.turns[step - 1];
}

/**
 * The follow-up line of a step past the script: in turn, but a line that uses one of the learner's due words
 * (their cleaned, lower-cased keys) comes first, so that the learner meets it again.
 */
function followUpFor(script: DialogueScript, step: number, dueWords: ReadonlySet<string>) {
  const { followUps } = script;
  const start = (step - script.turns.length) % followUps.length;
  const inTurn = [...followUps.slice(start), ...followUps.slice(0, start)];
  const usesDueWord = (line: string) => tokenize(line).some((w) => dueWords.has(wordKey(w)));
  return (dueWords.size > 0 ? inTurn.find((f) => usesDueWord(f.tutor)) : undefined) ?? inTurn[0]!;
}

/** The tutor's next line after the learner's `answer`; `dueWords` are the learner's words due for review. */
export function nextTurn(
  script: DialogueScript,
  state: DialogueState,
  answer: string,
  dueWords: ReadonlySet<string> = new Set(),
): TutorTurn {
  const expectation = expectationFor(script, state.step);
  const asked = state.step > 0 ? script.turns[state.step - 1] : undefined;
  // The opening is a greeting: any reply moves on. Later steps re-ask once when the answer is off topic.
  const onTopic = !expectation || !asked || state.reasked || isOnTopic(answer, expectation.expect);
  if (!onTopic && asked) {
    return {
      tutor: asked.reask,
      translation: asked.reaskTranslation,
      words: [],
      grammar: [],
      state: { ...state, reasked: true },
    };
  }
  const step = state.step;
  const turn = script.turns[step];
  if (turn) {
    return {
      tutor: turn.tutor,
      translation: turn.translation,
      words: turn.words.slice(0, 3),
      grammar: turn.grammar.slice(0, 2),
      state: { step: step + 1, reasked: false },
    };
  }
  const followUp = followUpFor(script, step, dueWords);
  return {
    tutor: followUp.tutor,
    translation: followUp.translation,
    words: [],
    grammar: [],
    state: { step: step + 1, reasked: false },
  };
}

/** Words and topics the opening line teaches (shown with the tutor's first message). */
export function openingLessons(script: DialogueScript) {
  return { words: script.opening.words.slice(0, 3), grammar: script.opening.grammar.slice(0, 2) };
}

const GENERIC_HINTS: Partial<Record<LanguageCode, string>> = {
  de: "Das ist interessant. Können Sie mir mehr darüber erzählen?",
  en: "That's interesting. Could you tell me more about it?",
};

/** A suggested learner reply for the current step: the script's first sample, or a friendly generic one. */
export function hintFor(script: DialogueScript, state: DialogueState, language: LanguageCode): string {
  return expectationFor(script, state.step)?.samples[0] ?? GENERIC_HINTS[language] ?? "";
}

/** Every tutor line of a course with its translation, for 'Translate Last Message'. */
export function translationIndex(course: CourseContent, scripts: Map<string, DialogueScript>): Map<string, string> {
  const index = new Map<string, string>();
  for (const chapter of course.chapters) {
    for (const scenario of chapter.scenarios) {
      for (const c of scenario.characters) index.set(c.openingLine.trim(), c.openingLineTranslation);
      const script = scripts.get(scenario.id);
      if (!script) continue;
      for (const t of script.turns) {
        index.set(t.tutor.trim(), t.translation);
        index.set(t.reask.trim(), t.reaskTranslation);
      }
      for (const f of script.followUps) index.set(f.tutor.trim(), f.translation);
    }
  }
  return index;
}
