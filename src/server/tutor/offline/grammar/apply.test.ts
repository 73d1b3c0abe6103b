import { describe, expect, it } from "vitest";
import { applyRules, fromWords, toWords } from "./apply";
import type { GrammarEdit, GrammarRule, Word } from "./types";

const explain = { en: "a rule", de: "eine Regel" };
/** A rule that swaps two given words wherever they stand side by side. */
const swap =
  (a: string, b: string): GrammarRule<null> =>
  (sentence: Word[]) =>
    sentence.flatMap((w, i): GrammarEdit[] =>
      w.lower === a && sentence[i + 1]?.lower === b
        ? [{ start: i, end: i + 2, words: [sentence[i + 1]!.text, w.text], category: "word-order", explain }]
        : [],
    );

describe("the grammar pass", () => {
  it("reads words with their marks and space, and writes them back as they were", () => {
    const text = "„Hallo,  wie geht's?“\nGut - danke…";
    const words = toWords(text);
    expect(words.map((w) => w.text)).toEqual(["Hallo", "wie", "geht's", "Gut", "-", "danke"]);
    expect(words[0]).toMatchObject({ lead: "„", trail: ",", space: "  " });
    expect(words[2]).toMatchObject({ trail: "?“", space: "\n" });
    expect(fromWords(words)).toBe(text);
  });

  it("replaces a span, keeping its outer marks at its edges, and records what changed", () => {
    const result = applyRules("Ich weiß, dass er hat Zeit.", [swap("hat", "zeit")], null);
    expect(result.text).toBe("Ich weiß, dass er Zeit hat.");
    expect(result.corrections).toEqual([{ original: "hat Zeit", corrected: "Zeit hat", category: "word-order" }]);
    expect(result.explanations).toEqual([explain]);
  });

  it("runs each sentence, and each rule on what the rules before it left", () => {
    const result = applyRules("a b c. a b!", [swap("a", "b"), swap("a", "c")], null);
    expect(result.text).toBe("b c a. b a!");
    // Told in the order of the text: 'c a' of the first sentence's second edit comes before the second sentence's.
    expect(result.corrections.map((c) => c.corrected)).toEqual(["c a", "b a", "b a"]);
  });

  it("takes the first of two overlapping edits, and leaves a text without edits as it is", () => {
    const both: GrammarRule<null> = (s) => [...swap("a", "b")(s, null), ...swap("b", "c")(s, null)];
    expect(applyRules("a b c", [both], null).text).toBe("b a c");
    expect(applyRules("Alles gut.", [both], null)).toEqual({ text: "Alles gut.", corrections: [], explanations: [] });
  });

  it("shows a word taken out with the word before it, never as a correction to nothing", () => {
    const drop: GrammarRule<null> = (s) =>
      s.flatMap((w, i) => (w.lower === "am" ? [{ start: i, end: i + 1, words: [], category: "other", explain }] : []));
    const result = applyRules("I am agree.", [drop], null);
    expect(result.text).toBe("I agree.");
    expect(result.corrections).toEqual([{ original: "I am", corrected: "I", category: "other" }]);
  });
});
