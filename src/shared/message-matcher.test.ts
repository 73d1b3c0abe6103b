import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { messageMatcher, translateMessage } from "./message-matcher";

const compile = (catalogue: Record<string, string>) =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));

const english = {
  notFound: "Word not found",
  label: "Interface language",
  oneOf: "{name} must be one of {values}",
  between: "{name} must be between {min} and {max}",
  tooLong: "''{field}'' must be at most {n, plural, one {# character} other {# characters}} long",
  field: "{field}: {message}",
};
const german: Record<string, string> = {
  notFound: "Wort nicht gefunden",
  label: "Sprache der Oberfläche",
  oneOf: "{name} muss einer dieser Werte sein: {values}",
  between: "{name} muss zwischen {min} und {max} liegen",
  tooLong: "„{field}“ darf höchstens {n} Zeichen lang sein",
  field: "{field}: {message}",
};
const match = messageMatcher(compile(english));
const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const toGerman = (text: string) => translateMessage(text, match, (key, values) => fill(german[key]!, values));

describe("messageMatcher", () => {
  it("finds an exact text", () => {
    expect(match("Word not found")).toEqual({ key: "notFound", values: {} });
  });

  it("finds a template and its values, numbers as numbers", () => {
    expect(match("Daily goal must be between 5 and 120")).toEqual({
      key: "between",
      values: { name: "Daily goal", min: 5, max: 120 },
    });
    expect(match("'name' must be at most 50 characters long")).toEqual({
      key: "tooLong",
      values: { field: "name", n: 50 },
    });
    expect(match("'name' must be at most 1 character long")?.values).toEqual({ field: "name", n: 1 });
  });

  it("prefers the most specific template", () => {
    expect(match("theme: Theme must be one of light, dark")?.key).toBe("oneOf");
  });

  it("knows nothing of other texts", () => {
    expect(match("Something else entirely")).toBeUndefined();
  });
});

describe("translateMessage", () => {
  it("translates a text, and the catalogue texts among its values", () => {
    expect(toGerman("Word not found")).toBe("Wort nicht gefunden");
    expect(toGerman("Interface language must be one of en, de, fr")).toBe(
      "Sprache der Oberfläche muss einer dieser Werte sein: en, de, fr",
    );
  });

  it("leaves an unknown text as it is", () => {
    expect(toGerman("Nothing we know")).toBe("Nothing we know");
  });
});

describe("translateMessage, nested", () => {
  it("translates a message inside a message, and the label inside that", () => {
    expect(toGerman("theme: Interface language must be one of en, de, fr")).toBe(
      "theme: Sprache der Oberfläche muss einer dieser Werte sein: en, de, fr",
    );
  });
});
