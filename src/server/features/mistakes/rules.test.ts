import { describe, expect, it } from "vitest";
import { blankOut, isRightAnswer } from "./practice";
import { mistakesOf } from "./record";

describe("what a correction records", () => {
  it("a word fixed and given its final mark is two mistakes: the word and the punctuation", () => {
    expect(mistakesOf({ original: "kafee", corrected: "Kaffee.", category: "spelling" })).toEqual([
      { category: "spelling", wrong: "kafee", right: "Kaffee", key: "spelling:kafee>Kaffee" },
      { category: "punctuation", wrong: "Kaffee", right: "Kaffee.", key: "punctuation:>." },
    ]);
  });

  it("a missing mark is one habit whatever the word; a capital letter keeps its case in the key", () => {
    const [berlin] = mistakesOf({ original: "Berlin", corrected: "Berlin.", category: "punctuation" });
    const [hamburg] = mistakesOf({ original: "Hamburg", corrected: "Hamburg?", category: "punctuation" });
    expect(berlin!.key).toBe("punctuation:>.");
    expect(hamburg!.key).toBe("punctuation:>?");
    expect(mistakesOf({ original: "bahnhof", corrected: "Bahnhof", category: "capitalisation" })[0]!.key).toBe(
      "capitalisation:bahnhof>Bahnhof",
    );
  });

  it("spelling repeats match whatever the case of what was written; an unnamed kind is 'other'", () => {
    const a = mistakesOf({ original: "Heise", corrected: "Heiße", category: "spelling" })[0]!;
    const b = mistakesOf({ original: "heise", corrected: "Heiße", category: "spelling" })[0]!;
    expect(a.key).toBe(b.key);
    expect(mistakesOf({ original: "gehe", corrected: "gehst" })[0]!.category).toBe("other");
    expect(mistakesOf({ original: "gut", corrected: "gut" })).toEqual([]);
  });
});

describe("practice", () => {
  it("blanks the right form as a whole word, not inside another", () => {
    expect(blankOut("Ich heiße Anna.", "heiße")).toEqual({ before: "Ich ", after: " Anna." });
    expect(blankOut("Das Bahnhofscafé am Bahnhof.", "Bahnhof")).toEqual({ before: "Das Bahnhofscafé am ", after: "." });
    expect(blankOut("Ich wohne in Berlin.", "Berlin.")).toEqual({ before: "Ich wohne in ", after: "" });
    expect(blankOut("Ich heiße Anna.", "Tom")).toBeUndefined();
  });

  it("is exact where the mistake was about it, tolerant of case and marks where it was not", () => {
    expect(isRightAnswer("heisse", "heiße", "spelling")).toBe(false);
    expect(isRightAnswer("Heiße!", "heiße", "spelling")).toBe(true);
    expect(isRightAnswer("bahnhof", "Bahnhof", "capitalisation")).toBe(false);
    expect(isRightAnswer("Bahnhof.", "Bahnhof", "capitalisation")).toBe(true);
    expect(isRightAnswer("Berlin", "Berlin.", "punctuation")).toBe(false);
    expect(isRightAnswer("berlin.", "Berlin.", "punctuation")).toBe(true);
    expect(isRightAnswer("don't", "don't", "spelling")).toBe(true);
    expect(isRightAnswer("dont", "don't", "spelling")).toBe(false);
  });
});
