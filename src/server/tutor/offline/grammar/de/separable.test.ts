import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { applyRules } from "../apply";
import { separableVerbs } from "./separable";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

const check = (text: string) => applyRules(text, [separableVerbs], lexicon);

describe("separable verbs in a main clause", () => {
  it.each([
    ["Ich anrufe meine Mutter jeden Sonntag.", "Ich rufe meine Mutter jeden Sonntag an."],
    ["Der Zug ankommt um zwei Uhr in Köln.", "Der Zug kommt um zwei Uhr in Köln an."],
    ["Wir umziehen nächsten Monat nach Leipzig.", "Wir ziehen nächsten Monat nach Leipzig um."],
    ["Am Abend fernsehe ich oft mit meinem Mann.", "Am Abend sehe ich oft mit meinem Mann fern."],
    ["Teilnimmst du auch am Ausflug?", "Nimmst du auch am Ausflug teil?"],
    ["Einsteigen Sie bitte in den Zug!", "Steigen Sie bitte in den Zug ein!"],
    ["Wann abfährt der Zug?", "Wann fährt der Zug ab?"],
    ["Ich anrufe dich, wenn ich Zeit habe.", "Ich rufe dich an, wenn ich Zeit habe."],
  ])("puts the particle of %j at the clause's end", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the rule with the learner's verb, as a word-order mistake", () => {
    const result = check("Ich anrufe meine Mutter.");
    expect(result.corrections).toEqual([
      { original: "anrufe meine Mutter", corrected: "rufe meine Mutter an", category: "word-order" },
    ]);
    expect(result.explanations).toEqual([
      {
        en: "in a main clause the prefix of 'anrufen' goes to the end: rufe ... an",
        de: "im Hauptsatz steht die Vorsilbe von 'anrufen' am Ende: rufe ... an",
      },
    ]);
  });
});

describe("separable verbs in a subordinate clause", () => {
  it.each([
    ["Ruf mich an, wenn du kommst an.", "Ruf mich an, wenn du ankommst."],
    ["Weißt du, wann der Film fängt an?", "Weißt du, wann der Film anfängt?"],
    ["Wenn ich sehe fern, schlafe ich oft ein.", "Wenn ich fernsehe, schlafe ich oft ein."],
    ["Ich weiß nicht, wann mein Mann zurück kommt.", "Ich weiß nicht, wann mein Mann zurückkommt."],
  ])("joins the verb of %j at the end", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("explains with the subordinator and the joined verb", () => {
    expect(check("Ruf mich an, wenn du kommst an.").explanations).toEqual([
      {
        en: "after 'wenn' the verb goes to the end, in one word: ankommst",
        de: "nach 'wenn' steht das Verb am Ende, in einem Wort: ankommst",
      },
    ]);
  });
});

describe("zu-infinitives of separable verbs", () => {
  it.each([
    ["Vergiss nicht, heute ein zu kaufen!", "Vergiss nicht, heute einzukaufen!"],
    ["Ich hoffe, pünktlich in Berlin an zu kommen.", "Ich hoffe, pünktlich in Berlin anzukommen."],
    ["Es ist teuer, in eine größere Wohnung um zu ziehen.", "Es ist teuer, in eine größere Wohnung umzuziehen."],
  ])("writes the zu-infinitive of %j in one word", (text, corrected) => {
    const result = check(text);
    expect(result.text).toBe(corrected);
    expect(result.corrections[0]?.category).toBe("word-order");
  });

  it("joins a particle the spelling pass wrote with a capital, not a noun after an article", () => {
    expect(check("Ich habe keine Lust, am Kurs Teil zu nehmen.").text).toBe(
      "Ich habe keine Lust, am Kurs teilzunehmen.",
    );
    expect(check("Es ist schön, ein Fest zu feiern.").text).toBe("Es ist schön, ein Fest zu feiern.");
    expect(check("Ich habe keine Lust, einen großen Teil zu tragen.").text).toBe(
      "Ich habe keine Lust, einen großen Teil zu tragen.",
    );
  });

  it("explains the zu-infinitive", () => {
    expect(check("Es ist schwer, früh auf zu stehen.").explanations).toEqual([
      { en: "the zu-infinitive is one word: aufzustehen", de: "der zu-Infinitiv ist ein Wort: aufzustehen" },
    ]);
  });
});

describe("what the separable-verb rule leaves alone", () => {
  it.each([
    "Ich rufe dich heute Abend an.",
    "Kaufst du heute noch ein?",
    "Weißt du, wann deine Schwester zurückkommt?",
    "Ruf mich bitte an, wenn du ankommst.",
    "Wir haben vor, nächstes Jahr umzuziehen.",
    "Einsteigen, bitte!",
    "Ich will heute einkaufen.",
    "Wir gehen heute einkaufen.",
    "Die Frau, die ich anrufe, heißt Anna.",
    // Inseparable readings of separable-looking verbs.
    "Ich umarme dich.",
    "Wir umfahren den Stau.",
    "Ich wiederhole den Satz.",
    // A particle that belongs to the verb before it, not a split zu-infinitive.
    "Ich fange an zu lernen.",
    "Es fängt an zu regnen.",
    "Hör auf zu lachen!",
    // 'um zu': in order to.
    "Er ruft an, um zu fragen, wann wir kommen.",
    "Ich lerne Deutsch um zu arbeiten.",
    // A clause of 'was'/'wo' without a verb of asking: the verb is last there.
    "Was du eingibst, bleibt hier.",
    "Wie sind die Kneipen da, wo du herkommst?",
    "Ein Mitarbeiter, der nachts ruhig bleibt und immer eine Lösung findet.",
    // A direct question after an interjection.
    "Entschuldigung, wann fährt der Zug ab?",
    "Teilnimmst du ...?",
  ])("leaves %j", (text) => {
    expect(check(text).text).toBe(text);
  });
});
