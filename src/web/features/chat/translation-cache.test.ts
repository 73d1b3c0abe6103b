import { describe, expect, it } from "vitest";
import { MemoryStorage } from "../../lib/testing/memory-storage";
import { TRANSLATION_CACHE_MS, TranslationCache } from "./translation-cache";

const coffee = { translation: "coffee", partOfSpeech: "noun", alternateMeanings: [] };

describe("word translation cache", () => {
  it("keys entries lower-case with both languages", () => {
    const cache = new TranslationCache(new MemoryStorage());
    expect(cache.key("Kaffee!", "de", "en")).toBe("parley:translation:de:en:kaffee");
  });

  it("returns a stored translation for any casing of the word", () => {
    const storage = new MemoryStorage();
    const cache = new TranslationCache(storage, () => 0);
    cache.set("Kaffee", "de", "en", coffee);
    expect(cache.get("KAFFEE", "de", "en")).toEqual(coffee);
    expect(cache.get("Kaffee", "de", "fr")).toBeUndefined();
    const stored = JSON.parse(storage.getItem("parley:translation:de:en:kaffee")!);
    expect(stored).toMatchObject({ translation: coffee, timestamp: 0, sourceLanguage: "de", targetLanguage: "en" });
  });

  it("forgets entries after one hour and removes them", () => {
    const storage = new MemoryStorage();
    let now = 1_000;
    const cache = new TranslationCache(storage, () => now);
    cache.set("Brot", "de", "en", { translation: "bread" });
    now += TRANSLATION_CACHE_MS - 1;
    expect(cache.get("Brot", "de", "en")).toEqual({ translation: "bread" });
    now += 1;
    expect(cache.get("Brot", "de", "en")).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it("treats a corrupt entry as missing", () => {
    const storage = new MemoryStorage();
    storage.setItem("parley:translation:de:en:brot", "{not json");
    const cache = new TranslationCache(storage);
    expect(cache.get("Brot", "de", "en")).toBeUndefined();
    expect(storage.length).toBe(0);
  });

  it("works without session storage", () => {
    const cache = new TranslationCache(undefined);
    cache.set("Brot", "de", "en", { translation: "bread" });
    expect(cache.get("Brot", "de", "en")).toBeUndefined();
  });
});
