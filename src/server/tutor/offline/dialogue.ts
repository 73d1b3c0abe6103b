import type { CourseContent, LanguageCode } from "../../../shared/schemas/course";
import type { CharacterFact, DialogueScript } from "../../../shared/schemas/script";
import { tokenize, wordKey } from "../../../shared/words";
import { type DialogueWords, dialogueWords, type Spoken } from "./dialogue-words";
import { containsAny, findPhrase, type Sentence, sentencesOf, tokensOf, valueAfter } from "./understanding";

/**
 * The offline tutor's conversation logic: it follows the scenario's script as things to find out, moving on when
 * the learner's answer is on topic, skipping what they have already told, answering their questions, re-asking once
 * when an answer is off topic, and using the follow-up lines after the last turn so that a lesson can reach 10
 * learner messages. Pure: the caller stores the state.
 */

export interface DialogueState {
  /** Script steps answered: 0 = the opening line awaits an answer, n = turn n-1 awaits one. */
  step: number;
  /** The last tutor line re-asked the current step (the next answer moves on whatever it says). */
  reasked: boolean;
  /** What the learner has told, by the `asks` of the line it answers, with the words they used for it. */
  known?: Record<string, string>;
  /** The yes/no lines the learner said no to (their `asks`): lines asked only after a yes are skipped. */
  declined?: string[];
  /** Past the script: what the last follow-up line asked about (for "Und Sie?"). */
  about?: string;
}

export const INITIAL_STATE: DialogueState = { step: 0, reasked: false };

export interface TutorTurn {
  tutor: string;
  translation: string;
  words: { word: string; meaning: string }[];
  grammar: { name: string; explanation: string; example?: string }[];
  state: DialogueState;
}

/** What the tutor hears besides the script: the course's language, its character, the corrected message. */
export interface Listening {
  language: LanguageCode;
  /** The character's facts (the answers to the learner's questions). */
  facts?: readonly CharacterFact[];
  /** The learner's message as the corrector would write it: read as well, so that a slip does not hide an answer. */
  corrected?: string;
  /** The learner's words due for review (cleaned, lower-cased keys). */
  dueWords?: ReadonlySet<string>;
}

/** Whether an answer contains one of the expected keywords or phrases (whole words, a slip allowed, any case). */
export function isOnTopic(answer: string, expected: readonly string[]): boolean {
  return containsAny(answer, expected);
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

/**
 * The learner's words for each line they have answered (`gives`), added to what was known: the line asked now from
 * the whole message, later lines only from what it states ("Was kostet der Strudel?" does not order one).
 */
function heardAnswers(script: DialogueScript, step: number, said: Said, words: DialogueWords, known: Known) {
  const found: Known = { ...known };
  for (const [index, turn] of script.turns.entries()) {
    if (index < step - 1 || turn.asks in found) continue;
    for (const text of index === step - 1 ? said.whole : said.stated) {
      const tokens = tokensOf(text);
      const match = turn.gives.map((g) => ({ g, at: findPhrase(tokens, g) })).find((m) => m.at);
      if (!match?.at) continue;
      const after = valueAfter(tokens, match.at.end, words);
      // A one-word phrase is itself the value ("Lehrer"); a longer one introduces it ("komme aus ...").
      const itself = match.g.includes(" ") ? "" : tokens[match.at.start]!.text;
      found[turn.asks] = after || itself;
      break;
    }
  }
  return found;
}
type Known = Record<string, string>;
/** A sentence of the learner's, with the character's fact it asks for, if it is a question. */
type Question = Sentence & { fact?: CharacterFact };
/** A message as written and as corrected: whole, and only its statements. */
interface Said {
  whole: string[];
  stated: string[];
}
const knownPart = (known: Known) => (Object.keys(known).length > 0 ? { known } : {});

/** The line that shows an answer given early was heard, its {value} the learner's own words. */
function acknowledgement(turn: DialogueScript["turns"][number], value: string, words: DialogueWords): Spoken {
  const known = turn.known ?? words.heard;
  const needsValue = known.text.includes("{value}");
  if (needsValue && !value) return words.heard;
  return { text: known.text.replaceAll("{value}", value), translation: known.translation.replaceAll("{value}", value) };
}

/** The character's fact that answers a question: the one whose keys the question uses most. */
function factFor(question: string, facts: readonly CharacterFact[]) {
  const tokens = tokensOf(question);
  let best: { fact: CharacterFact; score: number } | undefined;
  for (const fact of facts) {
    const score = fact.keys.filter((k) => findPhrase(tokens, k)).reduce((sum, k) => sum + k.length, 0);
    if (score > 0 && (!best || score > best.score)) best = { fact, score };
  }
  return best?.fact;
}

/**
 * The tutor's answers to what the learner asked: "Und Sie?" gets the character's fact about what the tutor had
 * asked; another question the fact it asks for, or an honest "I don't know".
 */
function answersTo(
  questions: Question[],
  askedAbout: string | undefined,
  facts: readonly CharacterFact[],
  words: DialogueWords,
) {
  const answers: Spoken[] = [];
  for (const question of questions) {
    const fact = question.askedBack ? (facts.find((f) => f.about === askedAbout) ?? question.fact) : question.fact;
    const answer = fact ?? words.noAnswer;
    if (!answers.includes(answer)) answers.push(answer);
  }
  return answers;
}

/** "Ja, wo ist ...?": a yes or no before a question of the learner's own. */
const startsWithYesNo = (text: string, words: DialogueWords) => {
  const first = tokensOf(text)[0];
  return first !== undefined && words.yesNo.some((w) => findPhrase([first], w));
};

const joined = (lines: Spoken[]) => ({
  tutor: lines
    .map((l) => l.text)
    .filter(Boolean)
    .join(" "),
  translation: lines
    .map((l) => l.translation)
    .filter(Boolean)
    .join(" "),
});

/**
 * The tutor's next line after the learner's `answer`. It listens as a person would: what the learner has already
 * told is not asked again (it is acknowledged instead), their questions are answered from the character's facts,
 * a short, a yes/no or an "I don't know" answer moves on, a "Wie bitte?" gets the question again in other words,
 * and an answer that is off topic is re-asked once.
 */
export function nextTurn(
  script: DialogueScript,
  state: DialogueState,
  answer: string,
  listening: Listening,
): TutorTurn {
  const words = dialogueWords(listening.language);
  const facts = listening.facts ?? [];
  const step = state.step;
  const expectation = expectationFor(script, step);
  const asked = step > 0 ? script.turns[step - 1] : undefined;
  const askedAbout = step === 0 ? script.opening.asks : (asked?.asks ?? state.about);

  const sentences: Question[] = sentencesOf(answer, words).map((s) => ({
    ...s,
    fact: s.question || s.askedBack ? factFor(s.text, facts) : undefined,
  }));
  const texts = [listening.corrected, answer].filter((t): t is string => Boolean(t));
  const said: Said = {
    whole: texts,
    stated: texts.map((t) =>
      (t === answer ? sentences : sentencesOf(t, words))
        .filter((s) => !s.question)
        .map((s) => s.text)
        .join(" "),
    ),
  };
  // A question the character has an answer to is answered; one that holds the expected answer ("Kann ich einen
  // Kaffee haben?") is an answer; the others ask the tutor something it cannot tell.
  const questions = sentences.filter(
    (s) =>
      s.askedBack ||
      (s.question && !s.pardon && (s.fact !== undefined || !(expectation && isOnTopic(s.text, expectation.expect)))),
  );
  const pardon = sentences.length > 0 && sentences.every((s) => s.pardon);
  const statement = sentences
    .filter((s) => !questions.includes(s) && !s.pardon)
    .map((s) => s.text)
    .join(" ");
  const known = heardAnswers(script, step, said, words, state.known ?? {});
  const answers = answersTo(questions, askedAbout, facts, words);

  const reask = (again: boolean): TutorTurn => ({
    ...joined([...answers, { text: asked!.reask, translation: asked!.reaskTranslation }]),
    words: [],
    grammar: [],
    state: { ...state, ...knownPart(known), reasked: again },
  });
  if (asked && pardon) return reask(state.reasked);
  const saysWhatWasAsked =
    !asked ||
    asked.asks in known ||
    texts.some((t) => isOnTopic(t, asked.expect)) ||
    (asked.yesNo && (containsAny(statement, words.yesNo) || sentences.some((s) => startsWithYesNo(s.text, words))));
  // Only a question of their own: answered, then the tutor's question again.
  if (!saysWhatWasAsked && !statement && questions.length > 0) return reask(state.reasked);
  const answered =
    saysWhatWasAsked ||
    state.reasked ||
    words.dontKnow.test(statement) ||
    (statement !== "" && tokensOf(statement).length <= 3);
  if (!answered) return reask(true);

  // A no to a yes/no line: the lines that only follow a yes are not asked.
  const reply = statement || answer.trim();
  const saidNo = asked?.yesNo && !words.dontKnow.test(reply) && !words.yes.test(reply) && words.no.test(reply);
  const declined = saidNo ? [...(state.declined ?? []), asked.asks] : (state.declined ?? []);

  // Lines whose answer the learner has already given are skipped, each with a word that shows it was heard; the
  // first one's reaction to the answer just given ("Freut mich!") stays, the next line's goes.
  const heard: Spoken[] = [];
  let next = step;
  for (let turn = script.turns[next]; turn; turn = script.turns[++next]) {
    if (turn.asks in known) heard.push(acknowledgement(turn, known[turn.asks]!, words));
    else if (!turn.ifYes || !declined.includes(turn.ifYes)) break;
  }
  const turn = script.turns[next];
  const line = turn ?? followUpFor(script, next, listening.dueWords ?? new Set());
  const spoken = { text: line.tutor, translation: line.translation };
  const lines =
    heard.length > 0
      ? [reactionOf(script.turns[step]!), ...answers, ...heard, withoutReaction(spoken)]
      : [...answers, spoken];
  return {
    ...joined(lines),
    words: turn ? turn.words.slice(0, 3) : [],
    grammar: turn ? turn.grammar.slice(0, 2) : [],
    state: {
      step: next + 1,
      reasked: false,
      ...knownPart(known),
      ...(declined.length > 0 ? { declined } : {}),
      ...(!turn && "asks" in line && line.asks ? { about: line.asks } : {}),
    },
  };
}

/** A line's first short exclamation, its reaction to the answer before it: "Schön!" of "Schön! Woher kommen Sie?". */
const REACTION = /^([^.!?]{1,30}!)\s+(?=\S)/u;
const reactionIn = (text: string) => {
  const match = REACTION.exec(text);
  return match && match[1]!.trim().split(/\s+/).length <= 4 ? match[1]! : "";
};

function reactionOf(turn: { tutor: string; translation: string }): Spoken {
  return { text: reactionIn(turn.tutor), translation: reactionIn(turn.translation) };
}

function withoutReaction(line: Spoken): Spoken {
  const cut = (text: string) => text.slice(reactionIn(text).length).trimStart();
  return { text: cut(line.text), translation: cut(line.translation) };
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
      for (const c of Object.values(script.characters))
        for (const f of c.facts) index.set(f.text.trim(), f.translation);
    }
  }
  return index;
}
