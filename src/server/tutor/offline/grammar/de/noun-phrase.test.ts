import { beforeAll, describe, expect, it } from "vitest";
import { type GermanLexicon, loadGermanLexicon } from "../../lexicon-de";
import { toWords } from "../apply";
import { readAdjective } from "./adjective-stem";
import { readDeterminer } from "./noun-determiner";
import { readNoun } from "./noun-gender";
import { declineNounPhrase, nounPhraseAt } from "./noun-phrase";

let lexicon: GermanLexicon;
beforeAll(async () => {
  lexicon = await loadGermanLexicon();
}, 30_000);

/** The phrase at a word of a sentence, declined into a case. */
const decline = (text: string, at: number, kase: "NOM" | "AKK" | "DAT") => {
  const sentence = toWords(text);
  const phrase = nounPhraseAt(sentence, at, lexicon);
  return phrase && declineNounPhrase(sentence, phrase, kase, lexicon)?.join(" ");
};

describe("noun phrases", () => {
  it("reads a determiner, its adjectives and the noun, with gender and number", () => {
    const phrase = nounPhraseAt(toWords("Ich habe ein sehr schönes Haus."), 2, lexicon);
    expect(phrase).toMatchObject({ start: 2, end: 6, gender: "N", number: "SIN", nounIndex: 5 });
    expect(phrase?.adjectives.map((a) => a.form)).toEqual([{ stem: "schön", ending: "es" }]);
  });

  it("knows plural-only nouns and countries with an article", () => {
    expect(nounPhraseAt(toWords("Ich sehe die Eltern."), 2, lexicon)).toMatchObject({ number: "PLU", slots: ["PL"] });
    expect(nounPhraseAt(toWords("Ich komme aus der Türkei."), 3, lexicon)).toMatchObject({ gender: "F" });
  });

  it.each([
    ["Ich besuche meine Oma.", 2, "DAT", "meiner Oma"],
    ["Das ist dein Geschenk.", 2, "AKK", "dein Geschenk"],
    ["Das ist der neue Nachbar.", 2, "AKK", "den neuen Nachbarn"],
    ["Das sind die Kinder.", 2, "DAT", "den Kindern"],
    ["Das ist ein altes Auto.", 2, "DAT", "einem alten Auto"],
    ["Das ist euer Garten.", 2, "DAT", "eurem Garten"],
    ["Das ist frischer Kaffee.", 2, "AKK", "frischen Kaffee"],
    ["Das ist die Straßenbahn.", 2, "DAT", "der Straßenbahn"],
  ] as const)("declines the phrase of %j into %s", (text, at, kase, words) => {
    expect(decline(text, at, kase)).toBe(words);
  });

  it("gives no declension where the gender is not sure", () => {
    // 'See' is 'der See' (lake) and 'die See' (sea).
    expect(decline("Das ist ein See.", 2, "AKK")).toBeUndefined();
  });

  it("keeps irregular adjective stems", () => {
    expect(readAdjective("hohe", lexicon)).toEqual({ stem: "hoh", ending: "e" });
    expect(readAdjective("dunkel", lexicon)).toEqual({ stem: "dunkl", ending: "" });
    expect(readAdjective("teuer", lexicon)?.stem).toBe("teur");
    expect(readAdjective("gern", lexicon)).toBeUndefined();
    expect(decline("Das ist ein hoher Berg.", 2, "DAT")).toBe("einem hohen Berg");
  });

  it("reads determiners by their endings", () => {
    expect(readDeterminer("keinen")?.readings).toEqual([
      { slot: "M", kase: "AKK" },
      { slot: "PL", kase: "DAT" },
    ]);
    expect(readDeterminer("eure")?.stem).toBe("euer");
    expect(readDeterminer("zum")).toMatchObject({ kind: "contraction", preposition: "zu" });
  });

  it("doubts genders the lexicon merges (nominalised infinitives, two nouns in one entry)", () => {
    expect(readNoun("Zimmer", lexicon)?.genderSure).toBe(true);
    expect(readNoun("Regen", lexicon)?.genderSure).toBe(false);
    expect(readNoun("Tag", lexicon)?.genderSure).toBe(false);
    expect(readNoun("Stift", lexicon)?.genderSure).toBe(false);
  });
});
