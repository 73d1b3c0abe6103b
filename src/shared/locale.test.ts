import { describe, expect, it } from "vitest";
import { cookieValue, localeFromAcceptLanguage } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["de", "de"],
    ["de-AT,de;q=0.9,en;q=0.8", "de"],
    ["fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7", "fr"],
    ["en-US,en;q=0.9,de;q=0.8", "en"],
    ["es-ES,es;q=0.9,de;q=0.5", "de"],
    ["es,it", "en"],
    ["en;q=0.2, fr;q=0.8", "fr"],
    ["de;q=0, fr;q=0.1", "fr"],
    ["*", "en"],
  ])("%s picks %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("cookieValue", () => {
  it("finds one cookie among others", () => {
    expect(cookieValue("a=1; parley-locale=fr; b=2", "parley-locale")).toBe("fr");
    expect(cookieValue("a=1", "parley-locale")).toBeUndefined();
    expect(cookieValue(undefined, "parley-locale")).toBeUndefined();
  });
});
