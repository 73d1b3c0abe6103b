import { describe, expect, it } from "vitest";
import { dialogueScriptSchema } from "../../../shared/schemas/script";
import { tokenize, wordKey } from "../../../shared/words";
import { loadCourses, loadGlossary, loadScript } from "../../content/load";
import { type DialogueState, hintFor, INITIAL_STATE, isOnTopic, nextTurn, translationIndex } from "./dialogue";
import { GlossaryIndex } from "./glossary-index";

const german = loadCourses().find((c) => c.id === "complete-german")!;
const firstScenario = german.chapters[0]!.scenarios[0]!;
const script = loadScript(german.id, firstScenario.id)!;
const DE = { language: "de" } as const;

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
    const turn = nextTurn(script, INITIAL_STATE, "Hallo!", DE);
    expect(turn.tutor).toBe(script.turns[0]!.tutor);
    expect(turn.translation).toBe(script.turns[0]!.translation);
    expect(turn.words.length).toBeLessThanOrEqual(3);
    expect(turn.grammar.length).toBeLessThanOrEqual(2);
    expect(turn.state).toEqual({ step: 1, reasked: false });
  });

  it("moves on when the answer is on topic", () => {
    const answer = script.turns[0]!.samples[0]!;
    const turn = nextTurn(script, { step: 1, reasked: false }, answer, DE);
    expect(turn.tutor).toBe(script.turns[1]!.tutor);
    expect(turn.state.step).toBe(2);
  });

  it("re-asks once when the answer is off topic, then moves on", () => {
    const reask = nextTurn(script, { step: 1, reasked: false }, "Mein Hund spielt mit dem blauen Ball im Park.", DE);
    expect(reask.tutor).toBe(script.turns[0]!.reask);
    expect(reask.translation).toBe(script.turns[0]!.reaskTranslation);
    expect(reask.state).toEqual({ step: 1, reasked: true });
    const next = nextTurn(script, reask.state, "Mein Hund spielt mit dem blauen Ball im Park.", DE);
    expect(next.tutor).toBe(script.turns[1]!.tutor);
  });

  it("uses the follow-up lines after the last turn, so a lesson can reach 10 messages", () => {
    let state = INITIAL_STATE;
    const lines: string[] = [];
    for (let i = 0; i < 12; i++) {
      const expectation = state.step === 0 ? script.opening : script.turns[state.step - 1];
      const turn = nextTurn(script, state, expectation?.samples[0] ?? "Ja, gern.", DE);
      lines.push(turn.tutor);
      state = turn.state;
    }
    expect(lines.slice(0, script.turns.length)).toEqual(script.turns.map((t) => t.tutor));
    expect(script.followUps.map((f) => f.tutor)).toContain(lines[script.turns.length]);
    expect(lines.every((l) => l.length > 0)).toBe(true);
  });

  it("past the script, prefers a follow-up line that uses one of the learner's due words", () => {
    const past = { step: script.turns.length, reasked: false };
    const inTurn = nextTurn(script, past, "Ja, gern.", DE);
    expect(inTurn.tutor).toBe(script.followUps[0]!.tutor);
    const later = script.followUps.at(-1)!;
    const elsewhere = new Set(script.followUps.slice(0, -1).flatMap((f) => tokenize(f.tutor).map(wordKey)));
    const word = tokenize(later.tutor).find((w) => !elsewhere.has(wordKey(w)))!;
    const preferred = nextTurn(script, past, "Ja, gern.", { ...DE, dueWords: new Set([wordKey(word)]) });
    expect(preferred.tutor).toBe(later.tutor);
    // Without a line that uses them, the turn order stays.
    expect(nextTurn(script, past, "Ja, gern.", { ...DE, dueWords: new Set(["xylophon"]) }).tutor).toBe(inTurn.tutor);
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

describe("listening", () => {
  const turn = (asks: string, tutor: string, extra: Record<string, unknown> = {}) => ({
    asks,
    tutor,
    translation: `(${tutor})`,
    expect: [asks],
    samples: [`Sample ${asks}.`],
    reask: `Noch einmal: ${asks}?`,
    reaskTranslation: `Once more: ${asks}?`,
    words: [{ word: asks, meaning: asks }],
    grammar: [],
    ...extra,
  });
  const listen = dialogueScriptSchema.parse({
    scenarioId: "test-listening",
    opening: { asks: "name", expect: ["heiße"], samples: ["Ich heiße Tom."], words: [], grammar: [] },
    turns: [
      turn("home", "Freut mich! Wohnen Sie hier?", {
        yesNo: true,
        expect: ["wohne"],
        gives: ["wohne hier"],
        known: { text: "Sie wohnen also hier!", translation: "So you live here!" },
      }),
      turn("origin", "Schön! Woher kommen Sie?", {
        expect: ["komme aus"],
        gives: ["komme aus"],
        known: { text: "Ah, aus {value}!", translation: "Ah, from {value}!" },
      }),
      turn("job", "Interessant! Was machen Sie beruflich?", {
        expect: ["arbeite", "bin"],
        gives: ["arbeite als"],
        known: { text: "Ah, {value}!", translation: "Ah, {value}!" },
      }),
      turn("flat", "Toll! Wie gefällt Ihnen die Wohnung?", { expect: ["gefällt", "gut"] }),
      turn("help", "Brauchen Sie noch etwas?", { yesNo: true, expect: ["brauche"] }),
      turn("plans", "Was machen Sie heute noch?", { expect: ["muss", "gehe"], ifYes: "help" }),
    ],
    followUps: [
      { tutor: "Haben Sie Haustiere?", translation: "Do you have pets?", asks: "pets" },
      { tutor: "Mögen Sie Musik?", translation: "Do you like music?", asks: "music" },
      { tutor: "Kochen Sie gern?", translation: "Do you like cooking?", asks: "cooking" },
    ],
    characters: {
      ingrid: {
        facts: ["name", "home", "origin", "job", "flat", "help", "plans", "pets", "music", "cooking"]
          .map((about) => ({ about, text: `Fakt ${about}.`, translation: `Fact ${about}.` }))
          .concat([
            {
              about: "lift",
              keys: ["aufzug", "lift"],
              ask: "Wo ist der Aufzug?",
              text: "Der Aufzug ist links.",
              translation: "The lift is on the left.",
            } as never,
          ]),
      },
    },
  });
  const facts = listen.characters.ingrid!.facts;
  const hears = { language: "de", facts } as const;
  const at = (step: number) => ({ step, reasked: false });

  it("skips what the learner told ahead, saying it was heard with their words, and keeps one reaction", () => {
    const reply = nextTurn(listen, INITIAL_STATE, "Ich heiße Tom, ich wohne hier und ich komme aus den USA.", hears);
    expect(reply.tutor).toBe("Freut mich! Sie wohnen also hier! Ah, aus den USA! Was machen Sie beruflich?");
    // The translation: the first skipped line's reaction, the acknowledgements, the next line without its reaction.
    expect(reply.translation).toBe("(Freut mich! So you live here! Ah, from den USA! Was machen Sie beruflich?)");
    expect(reply.words).toEqual([{ word: "job", meaning: "job" }]);
    expect(reply.state).toEqual({ step: 3, reasked: false, known: { home: "", origin: "den USA" } });
    // Later lines told early are skipped when their turn comes.
    const later = nextTurn(listen, INITIAL_STATE, "Hallo, ich arbeite als Lehrer.", hears);
    expect(later.tutor).toBe("Freut mich! Wohnen Sie hier?");
    const skipped = nextTurn(listen, later.state, "Nein, noch nicht.", hears);
    expect(nextTurn(listen, skipped.state, "Ich komme aus Irland.", hears).tutor).toBe(
      "Interessant! Ah, Lehrer! Wie gefällt Ihnen die Wohnung?",
    );
  });

  it("says a plain word of hearing when the learner's words after the phrase are missing", () => {
    const reply = nextTurn(listen, at(1), "Ja, ich wohne hier. Ich komme aus", hears);
    expect(reply.tutor).toBe("Schön! Ah, schön! Was machen Sie beruflich?");
  });

  it("answers 'Und Sie?' from the character's fact about what it asked, then goes on", () => {
    const reply = nextTurn(listen, at(2), "Ich komme aus Irland. Und Sie?", hears);
    expect(reply.tutor).toBe("Fakt origin. Interessant! Was machen Sie beruflich?");
    expect(reply.translation).toBe("Fact origin. (Interessant! Was machen Sie beruflich?)");
    expect(reply.state.step).toBe(3);
    // Asked back alone: the answer, then the question again (not counted as the one re-ask).
    const back = nextTurn(listen, at(2), "Und Sie?", hears);
    expect(back.tutor).toBe("Fakt origin. Noch einmal: origin?");
    expect(back.state).toEqual(at(2));
  });

  it("answers the learner's own question from the facts, or says honestly it does not know", () => {
    expect(nextTurn(listen, at(4), "Gut. Wo ist der Aufzug?", hears).tutor).toBe(
      "Der Aufzug ist links. Brauchen Sie noch etwas?",
    );
    expect(nextTurn(listen, at(4), "Wann fährt der Bus?", hears).tutor).toBe(
      "Hm, gute Frage – das weiß ich leider nicht genau. Noch einmal: flat?",
    );
  });

  it("answers a question the character knows about even when it also answers the line", () => {
    const reply = nextTurn(listen, at(5), "Ja, wo ist der Aufzug?", hears);
    expect(reply.tutor).toBe("Der Aufzug ist links. Was machen Sie heute noch?");
    expect(reply.state.step).toBe(6);
  });

  it("does not take a question about a later line for its answer", () => {
    const reply = nextTurn(listen, INITIAL_STATE, "Hallo! Kommen Sie aus Berlin?", hears);
    expect(reply.state.known).toBeUndefined();
    const told = nextTurn(listen, INITIAL_STATE, "Hallo! Ich komme aus Berlin.", hears);
    expect(told.state.known).toEqual({ origin: "Berlin" });
  });

  it("past the script, 'Und Sie?' is answered about the last follow-up's question", () => {
    let state: DialogueState = at(listen.turns.length);
    const followUp = nextTurn(listen, state, "Ich gehe einkaufen.", hears);
    expect(followUp.tutor).toBe("Haben Sie Haustiere?");
    state = followUp.state;
    expect(nextTurn(listen, state, "Nein. Und Sie?", hears).tutor).toMatch(/^Fakt pets\. /);
  });

  it("moves on after a yes/no, a short or an 'I don't know' answer; re-asks a long off-topic one once", () => {
    expect(nextTurn(listen, at(5), "Ja, das wäre wirklich sehr nett von Ihnen.", hears).state.step).toBe(6);
    expect(nextTurn(listen, at(4), "Sehr schön.", hears).state.step).toBe(5);
    expect(nextTurn(listen, at(2), "Das weiß ich leider gar nicht so genau.", hears).state.step).toBe(3);
    const off = nextTurn(listen, at(2), "Mein Hund spielt gern im großen Garten.", hears);
    expect(off.tutor).toBe("Noch einmal: origin?");
    expect(off.state).toEqual({ step: 2, reasked: true });
  });

  it("hears an answer through a slip: a typo in a longer word, or what only the corrector fixes", () => {
    expect(nextTurn(listen, at(3), "Ich arbeitte bei Siemens im Büro seit Jahren.", hears).state.step).toBe(4);
    expect(
      nextTurn(listen, at(4), "Die Wonung gfelt mir sehr, sie ist hell.", {
        ...hears,
        corrected: "Die Wohnung gefällt mir sehr, sie ist hell.",
      }).state.step,
    ).toBe(5);
  });

  it("does not ask what only follows a yes after a no", () => {
    const no = nextTurn(listen, at(5), "Nein, danke.", hears);
    expect(no.tutor).toBe("Haben Sie Haustiere?");
    expect(no.state).toMatchObject({ step: 7, declined: ["help"] });
    expect(nextTurn(listen, at(5), "Ja, bitte.", hears).tutor).toBe("Was machen Sie heute noch?");
    // A yes with a "no" in it, and "I don't know", are not a no.
    expect(nextTurn(listen, at(5), "Ja, aber nein, nicht heute.", hears).tutor).toBe("Was machen Sie heute noch?");
    expect(nextTurn(listen, at(5), "Ich weiß nicht.", hears).tutor).toBe("Was machen Sie heute noch?");
  });

  it("gives the question again, in other words, to a learner who did not understand", () => {
    const reply = nextTurn(listen, at(3), "Wie bitte?", hears);
    expect(reply.tutor).toBe("Noch einmal: job?");
    expect(reply.state).toEqual(at(3));
  });

  it("reads a conversation stored before it listened (no known answers)", () => {
    expect(nextTurn(listen, { step: 1, reasked: true }, "Blau.", hears).state).toEqual({ step: 2, reasked: false });
  });
});
