import { describe, expect, it } from "vitest";
import { tokenize, wordKey } from "../../../shared/words";
import { loadCourses, loadGlossary, loadScript } from "../../content/load";
import { hintFor, INITIAL_STATE, isOnTopic, nextTurn, translationIndex } from "./dialogue";
import { GlossaryIndex } from "./glossary-index";

const german = loadCourses().find((c) => c.id === "complete-german")!;
const firstScenario = german.chapters[0]!.scenarios[0]!;
const script = loadScript(german.id, firstScenario.id)!;

describe("on-topic detection", () => {
  it("matches whole keywords and phrases, ignoring case and punctuation", () => {
    expect(isOnTopic("Ich möchte einen KAFFEE, bitte!", ["kaffee", "tee"])).toBe(true);
    expect(isOnTopic("Ich hätte gern Tee.", ["hätte gern"])).toBe(true);
    expect(isOnTopic("Kaffeemaschine", ["kaffee"])).toBe(false);
    expect(isOnTopic("Das Wetter ist schön.", ["kaffee", "tee"])).toBe(false);
  });
});

describe("following the script", () => {
  it("answers the opening with the first turn and what it teaches", () => {
    const turn = nextTurn(script, INITIAL_STATE, "Hallo!");
    expect(turn.tutor).toBe(script.turns[0]!.tutor);
    expect(turn.translation).toBe(script.turns[0]!.translation);
    expect(turn.words.length).toBeLessThanOrEqual(3);
    expect(turn.grammar.length).toBeLessThanOrEqual(2);
    expect(turn.state).toEqual({ step: 1, reasked: false });
  });

  it("moves on when the answer is on topic", () => {
    const answer = script.turns[0]!.samples[0]!;
    const turn = nextTurn(script, { step: 1, reasked: false }, answer);
    expect(turn.tutor).toBe(script.turns[1]!.tutor);
    expect(turn.state.step).toBe(2);
  });

  it("re-asks once when the answer is off topic, then moves on", () => {
    const reask = nextTurn(script, { step: 1, reasked: false }, "Blau blau blau.");
    expect(reask.tutor).toBe(script.turns[0]!.reask);
    expect(reask.translation).toBe(script.turns[0]!.reaskTranslation);
    expect(reask.state).toEqual({ step: 1, reasked: true });
    const next = nextTurn(script, reask.state, "Blau blau blau.");
    expect(next.tutor).toBe(script.turns[1]!.tutor);
  });

  it("uses the follow-up lines after the last turn, so a lesson can reach 10 messages", () => {
    let state = INITIAL_STATE;
    const lines: string[] = [];
    for (let i = 0; i < 12; i++) {
      const expectation = state.step === 0 ? script.opening : script.turns[state.step - 1];
      const turn = nextTurn(script, state, expectation?.samples[0] ?? "Ja, gern.");
      lines.push(turn.tutor);
      state = turn.state;
    }
    expect(lines.slice(0, script.turns.length)).toEqual(script.turns.map((t) => t.tutor));
    expect(script.followUps.map((f) => f.tutor)).toContain(lines[script.turns.length]);
    expect(lines.every((l) => l.length > 0)).toBe(true);
  });

  it("past the script, prefers a follow-up line that uses one of the learner's due words", () => {
    const past = { step: script.turns.length, reasked: false };
    const inTurn = nextTurn(script, past, "Ja, gern.");
    expect(inTurn.tutor).toBe(script.followUps[0]!.tutor);
    const later = script.followUps.at(-1)!;
    const elsewhere = new Set(script.followUps.slice(0, -1).flatMap((f) => tokenize(f.tutor).map(wordKey)));
    const word = tokenize(later.tutor).find((w) => !elsewhere.has(wordKey(w)))!;
    const preferred = nextTurn(script, past, "Ja, gern.", new Set([wordKey(word)]));
    expect(preferred.tutor).toBe(later.tutor);
    // Without a line that uses them, the turn order stays.
    expect(nextTurn(script, past, "Ja, gern.", new Set(["xylophon"])).tutor).toBe(inTurn.tutor);
  });

  it("hints with the sample answer of the current step", () => {
    expect(hintFor(script, INITIAL_STATE, "de")).toBe(script.opening.samples[0]);
    expect(hintFor(script, { step: 2, reasked: false }, "de")).toBe(script.turns[1]!.samples[0]);
    expect(hintFor(script, { step: 99, reasked: false }, "de")).toMatch(/\S/);
  });

  it("translates every line a tutor can say", () => {
    const scripts = new Map(
      german.chapters.flatMap((c) => c.scenarios.map((s) => [s.id, loadScript(german.id, s.id)!] as const)),
    );
    const index = translationIndex(german, scripts);
    expect(index.get(firstScenario.characters[0]!.openingLine)).toBe(
      firstScenario.characters[0]!.openingLineTranslation,
    );
    expect(index.get(script.turns[0]!.tutor)).toBe(script.turns[0]!.translation);
    expect(index.get(script.turns[0]!.reask)).toBe(script.turns[0]!.reaskTranslation);
  });
});

describe("word translation", () => {
  const de = new GlossaryIndex(loadGlossary("complete-german")!, "de");
  const en = new GlossaryIndex(loadGlossary("complete-english")!, "en");

  it("finds lemmas and listed forms, whatever the case and surrounding punctuation", () => {
    expect(de.lookup("Kaffee")?.translation).toBeTruthy();
    expect(de.lookup("kaffee,")).toEqual(de.lookup("Kaffee"));
    expect(de.lookup("„Guten")?.translation).toBeTruthy();
  });

  it("falls back to a stem for inflections it does not list", () => {
    expect(en.lookup("coffees")).toEqual(en.lookup("coffee"));
  });

  it("prefers the form as written: I'd is not ID", () => {
    const withApostrophe = en.lookup("I'd");
    expect(withApostrophe?.partOfSpeech).toBe("phrase");
  });

  it("says nothing for unknown words and for empty tokens", () => {
    expect(de.lookup("Quantenchromodynamik")).toBeUndefined();
    expect(de.lookup("?!")).toBeUndefined();
  });
});
