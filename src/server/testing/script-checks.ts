import type { CharacterFact, DialogueScript } from "../../shared/schemas/script";
import { type DialogueState, INITIAL_STATE, type Listening, nextTurn } from "../tutor/offline/dialogue";
import { findPhrase, tokensOf } from "../tutor/offline/understanding";

/**
 * Conversations a learner has with a dialogue script, as the content tests play them (decision 0026): telling
 * several things at once, asking back, asking their own questions, answering in one word. Each returns what went
 * wrong, so that a course's scripts and the situation templates are held to the same standard.
 */

export type Heard = Listening & { facts: readonly CharacterFact[] };

const ASKED_BACK: Partial<Record<Listening["language"], string>> = { de: "Und Sie?", en: "And you?" };
const YES: Partial<Record<Listening["language"], string>> = { de: "Ja.", en: "Yes." };

/** The turns a first message can answer ahead: the first ones (of the first four) whose sample says it. */
export function answerableAhead(script: DialogueScript) {
  return script.turns
    .slice(0, 4)
    .filter((t) => t.samples.some((s) => t.gives.some((g) => findPhrase(tokensOf(s), g))))
    .slice(0, 3);
}
const sampleGiving = (turn: DialogueScript["turns"][number]) =>
  turn.samples.find((s) => turn.gives.some((g) => findPhrase(tokensOf(s), g)))!;

/** Lines' own names: what each asks, never "turn-3"; every follow-up says what it asks. */
export function unnamedLines(script: DialogueScript): string[] {
  return [
    ...script.turns.map((t) => t.asks).filter((a) => /^turn-\d+$/.test(a)),
    ...script.followUps.filter((f) => !f.asks).map((f) => f.tutor),
  ];
}

/** A phrase that answers a line ahead (`gives`) found in an answer to another line: it would be mistaken. */
export function givesMistaken(script: DialogueScript): string[] {
  return script.turns.flatMap((turn) =>
    [script.opening, ...script.turns.filter((t) => t !== turn)]
      .flatMap((t) => t.samples)
      .flatMap((sample) =>
        turn.gives.filter((g) => findPhrase(tokensOf(sample), g)).map((g) => `${turn.asks}: "${g}" in "${sample}"`),
      ),
  );
}

/**
 * A first message that answers the opening and two or three coming lines, then the lines' sample answers: the
 * replies, and those that ask again for what the first message told.
 */
export function firstMessageTellingAhead(script: DialogueScript, listening: Heard) {
  const ahead = answerableAhead(script);
  const told = [script.opening.samples[0]!, ...ahead.map(sampleGiving)].join(" ");
  const forbidden = ahead.flatMap((t) => [t.tutor, t.reask]);
  let turn = nextTurn(script, INITIAL_STATE, told, listening);
  const replies = [turn.tutor];
  for (let i = 0; i < 5; i++) {
    const asked = script.turns[turn.state.step - 1];
    turn = nextTurn(script, turn.state, asked?.samples[0] ?? "Ok.", listening);
    replies.push(turn.tutor);
  }
  return { ahead: ahead.length, replies, askedAgain: replies.filter((r) => forbidden.some((f) => r.includes(f))) };
}

/**
 * "Und Sie?" after the opening's and each line's sample answer, and each question the character's facts name
 * (`ask`): the questions asked, and those whose reply lacks the fact that answers them.
 */
export function questionsAnswered(script: DialogueScript, listening: Heard) {
  const askedBack = ASKED_BACK[listening.language]!;
  const tries: { answer: string; state: DialogueState; fact: string | undefined }[] = [];
  const factAbout = (about: string) => listening.facts.find((f) => f.about === about)?.text;
  tries.push({
    answer: `${script.opening.samples[0]} ${askedBack}`,
    state: INITIAL_STATE,
    fact: factAbout(script.opening.asks),
  });
  script.turns.forEach((t, i) => {
    tries.push({
      answer: `${t.samples[0]} ${askedBack}`,
      state: { step: i + 1, reasked: false },
      fact: factAbout(t.asks),
    });
  });
  for (const fact of listening.facts.filter((f) => f.ask)) {
    tries.push({ answer: fact.ask!, state: { step: 2, reasked: false }, fact: fact.text });
  }
  const unanswered = tries.filter(
    (t) => !t.fact || !nextTurn(script, t.state, t.answer, listening).tutor.includes(t.fact),
  );
  return {
    asked: tries.length,
    unanswered: unanswered.map((t) => t.answer),
    askable: listening.facts.filter((f) => f.ask).length,
  };
}

/** The lines a one-word answer (the sample's last word) or a yes to a yes/no line does not move past. */
export function stuckOnOneWord(script: DialogueScript, listening: Heard): string[] {
  return script.turns.flatMap((t, i) => {
    const state = { step: i + 1, reasked: false };
    const oneWord = t.yesNo ? (YES[listening.language] ?? "Yes.") : `${tokensOf(t.samples[0]!).at(-1)!.text}.`;
    return nextTurn(script, state, oneWord, listening).state.step > i + 1 ? [] : [`${t.asks}: "${oneWord}"`];
  });
}
