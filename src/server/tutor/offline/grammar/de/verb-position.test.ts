import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { applyRules } from "../apply";
import { separableVerbs } from "./separable";
import { verbPosition } from "./verb-position";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

const check = (text: string) => applyRules(text, [separableVerbs, verbPosition], lexicon);

describe("the verb second in a main clause", () => {
  it.each([
    ["Morgen ich fahre nach München.", "Morgen fahre ich nach München."],
    ["In Berlin es gibt viele Museen.", "In Berlin gibt es viele Museen."],
    ["Um acht Uhr der Kurs beginnt.", "Um acht Uhr beginnt der Kurs."],
    ["Gestern wir haben Pizza gegessen.", "Gestern haben wir Pizza gegessen."],
    ["Zum Geburtstag ich habe ein Fahrrad bekommen.", "Zum Geburtstag habe ich ein Fahrrad bekommen."],
    ["Mit dem Bus ich brauche zwanzig Minuten.", "Mit dem Bus brauche ich zwanzig Minuten."],
    ["Heute Abend ich gehe ins Kino.", "Heute Abend gehe ich ins Kino."],
    ["Diese Jacke ich habe gestern gekauft.", "Diese Jacke habe ich gestern gekauft."],
    ["Ich habe Hunger, deshalb ich esse jetzt.", "Ich habe Hunger, deshalb esse ich jetzt."],
    ["Ich bin müde, aber morgen ich komme.", "Ich bin müde, aber morgen komme ich."],
    ["Wann du kommst nach Hause?", "Wann kommst du nach Hause?"],
    ["Wenn ich Zeit habe, ich gehe ins Kino.", "Wenn ich Zeit habe, gehe ich ins Kino."],
    // With a separable verb: its particle first goes to the end, then the verb second.
    ["Morgen ich anrufe dich.", "Morgen rufe ich dich an."],
  ])("corrects %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the phrase before the verb", () => {
    const result = check("Morgen ich fahre nach München.");
    expect(result.corrections).toEqual([{ original: "ich fahre", corrected: "fahre ich", category: "word-order" }]);
    expect(result.explanations).toEqual([
      {
        en: "after 'Morgen' the verb comes second: Morgen fahre ich",
        de: "nach 'Morgen' steht das Verb an zweiter Stelle: Morgen fahre ich",
      },
    ]);
  });
});

describe("the verb last in a subordinate clause", () => {
  it.each([
    [
      "Ich lerne Deutsch, weil ich will in Deutschland arbeiten.",
      "Ich lerne Deutsch, weil ich in Deutschland arbeiten will.",
    ],
    ["Wenn ich habe Zeit, gehe ich ins Fitnessstudio.", "Wenn ich Zeit habe, gehe ich ins Fitnessstudio."],
    ["Ich bin froh, dass du bist gekommen.", "Ich bin froh, dass du gekommen bist."],
    ["Wenn das Wetter ist schön, machen wir ein Picknick.", "Wenn das Wetter schön ist, machen wir ein Picknick."],
    ["Ich bleibe heute zu Hause, weil es regnet stark.", "Ich bleibe heute zu Hause, weil es stark regnet."],
    ["Ich weiß nicht, ob ich kann morgen kommen.", "Ich weiß nicht, ob ich morgen kommen kann."],
    ["Ich komme nicht, weil ich heute habe keine Zeit.", "Ich komme nicht, weil ich heute keine Zeit habe."],
    ["Kannst du mir sagen, wann kommt der Bus?", "Kannst du mir sagen, wann der Bus kommt?"],
    ["Ich weiß nicht, wie spät ist es.", "Ich weiß nicht, wie spät es ist."],
  ])("corrects %j", (text, corrected) => {
    expect(check(text).text).toBe(corrected);
  });

  it("names the subordinator and shows the clause", () => {
    const result = check("Ich lerne Deutsch, weil ich will in Deutschland arbeiten.");
    expect(result.corrections[0]?.category).toBe("word-order");
    expect(result.explanations).toEqual([
      {
        en: "after 'weil' the verb goes to the end: weil ich in Deutschland arbeiten will",
        de: "nach 'weil' steht das Verb am Ende: weil ich in Deutschland arbeiten will",
      },
    ]);
  });
});

describe("what the verb-position rule leaves alone", () => {
  it.each([
    "Ich fahre morgen nach Hamburg.",
    "Morgen früh fahre ich nach Berlin.",
    "Wann fährt der nächste Zug nach Köln?",
    "Auch ich habe Hunger.",
    "Wenn du fertig bist, können wir losgehen.",
    "Ich schreibe dir, wenn ich angekommen bin.",
    "Ich glaube, er kommt morgen.",
    "Entschuldigung, wo ist der Bahnhof?",
    "Sag mal, wo warst du gestern?",
    "Erzähl mal, was machst du gern in deiner Freizeit?",
    "Er fragt: Wo ist der Bahnhof?",
    "Das ist alles, was du brauchst.",
    // The verb agrees with the phrase before the pronoun too: unsure which is the subject.
    "Mein Bruder er wohnt in Berlin.",
    "Als Kind habe ich viel gespielt.",
    "Während der Woche arbeite ich viel.",
    "Damit habe ich kein Problem.",
    "Bis dann muss ich fertig sein.",
    // Another verb the subject could take: 'essen gehen', 'arbeiten müssen'.
    "Wenn wir essen gehen, zahle ich.",
    "Obwohl sie viel arbeiten muss, ist sie glücklich.",
    "Ich weiß nicht, was wir machen sollen.",
    // Article-like verb forms ('meine' of meinen) and adjectives ('lange' of langen) are not the finite verb.
    "Obwohl ich meine Mutter liebe, rufe ich sie selten an.",
    "Weil ich lange Haare habe, brauche ich viel Shampoo.",
    // 'haben' before two infinitives stays; 'ob ... oder nicht' leaves the main clause as it is.
    "Weil ich habe arbeiten müssen, bin ich nicht gekommen.",
    "Ob du willst oder nicht, ich komme.",
    // A subordinate clause at the start needs its main clause ('Wenn kommst du?' means 'Wann').
    "Wenn kommst du?",
    // A particle at the end that the lexicon cannot join: not moved away from it.
    "Ich weiß, dass du kommst mit.",
  ])("leaves %j", (text) => {
    expect(check(text).text).toBe(text);
  });
});

describe("prepositions that also open a clause", () => {
  it("reads 'Seit gestern' as a phrase before the verb, 'Seit ich ...' as a clause", () => {
    expect(check("Seit gestern ich bin krank.").text).toBe("Seit gestern bin ich krank.");
    expect(check("Seit ich in Berlin wohne, lerne ich Deutsch.").text).toBe(
      "Seit ich in Berlin wohne, lerne ich Deutsch.",
    );
  });
});
