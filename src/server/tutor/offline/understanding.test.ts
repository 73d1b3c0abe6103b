import { describe, expect, it } from "vitest";
import { dialogueWords } from "./dialogue-words";
import { containsAny, findPhrase, sameWord, sentencesOf, tokensOf, valueAfter } from "./understanding";

const de = dialogueWords("de");
const en = dialogueWords("en");

describe("hearing words as a listener would", () => {
  it("forgives case, accents and one slip in a longer word, never in a short one", () => {
    expect(sameWord("england", "england")).toBe(true);
    expect(sameWord("englnd", "england")).toBe(true);
    expect(sameWord("kommen", "komme")).toBe(true);
    expect(containsAny("Ich KOMME aus Österreich", ["komme aus"])).toBe(true);
    expect(containsAny("ich mochte einen Kaffee", ["möchte"])).toBe(true);
    expect(containsAny("Ich wohne in Berlin", ["wohne im"])).toBe(false);
    expect(sameWord("auf", "aus")).toBe(false);
    expect(sameWord("kaffee", "kuchen")).toBe(false);
  });

  it("finds a phrase only as whole words in order, never across a comma or a sentence end", () => {
    expect(findPhrase(tokensOf("Kaffeemaschine"), "kaffee")).toBeUndefined();
    expect(findPhrase(tokensOf("Ich komme, aus Spaß"), "komme aus")).toBeUndefined();
    expect(findPhrase(tokensOf("Na ja. Ich komme aus Spanien."), "komme aus")).toEqual({ start: 3, end: 5 });
  });

  it("takes the words after a phrase up to a comma or a joining word, at most four", () => {
    const value = (text: string, phrase: string) => {
      const tokens = tokensOf(text);
      return valueAfter(tokens, findPhrase(tokens, phrase)!.end, de);
    };
    expect(value("Ich komme aus den USA und wohne hier.", "komme aus")).toBe("den USA");
    expect(value("Ich komme aus England, ich wohne hier.", "komme aus")).toBe("England");
    expect(value("Ich heiße Anna Maria von der Heide Schmidt", "heiße")).toBe("Anna Maria von der");
    expect(value("Ich komme aus", "komme aus")).toBe("");
    const tokens = tokensOf("I'm from New Zealand and I work here.");
    expect(valueAfter(tokens, findPhrase(tokens, "i'm from")!.end, en)).toBe("New Zealand");
  });
});

describe("cutting a message into what it says and what it asks", () => {
  it("marks questions by their mark or their first word, and a question asked back", () => {
    const [said, askedBack] = sentencesOf("Ich komme aus England. Und Sie?", de);
    expect(said).toMatchObject({ question: false, askedBack: false });
    expect(askedBack).toMatchObject({ question: true, askedBack: true });
    expect(sentencesOf("wo ist der Aufzug", de)[0]).toMatchObject({ question: true, askedBack: false });
    expect(sentencesOf("And you?", en)[0]).toMatchObject({ askedBack: true });
    expect(sentencesOf("What about you?", en)[0]).toMatchObject({ askedBack: true });
  });

  it("does not take a statement that starts like one for a question asked back", () => {
    expect(sentencesOf("Und Sie sind sehr nett.", de)[0]).toMatchObject({ askedBack: false });
  });

  it("hears a learner who did not understand", () => {
    expect(sentencesOf("Wie bitte?", de)[0]).toMatchObject({ pardon: true });
    expect(sentencesOf("Sorry?", en)[0]).toMatchObject({ pardon: true });
    expect(sentencesOf("Sorry, I'm late.", en)[0]).toMatchObject({ pardon: false });
  });

  it("keeps a number as an answer and drops what holds neither letters nor digits", () => {
    expect(sentencesOf("... ?! –", de)).toEqual([]);
    expect(sentencesOf("0176 1234567", de)).toEqual([
      { text: "0176 1234567", question: false, askedBack: false, pardon: false },
    ]);
  });

  it("does not take a word with another first letter for a slip ('where' is not 'there')", () => {
    expect(sameWord("there", "where")).toBe(false);
    expect(sameWord("wherre", "where")).toBe(true);
  });
});
