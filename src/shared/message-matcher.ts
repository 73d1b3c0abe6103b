/**
 * Finds which catalogue message an English text is, and the values in it (decision 0012). The server's errors and
 * the schemas' validation messages are written in English where they arise (the specification's exact strings); a
 * catalogue keyed by those English texts, gettext-style, turns them into the learner's language at the edge.
 */

/** A message in Lingui's compiled form: text parts, and placeholders `[name]` or `[name, "plural", { case: parts }]`. */
export type CompiledMessage = string | readonly unknown[];
export interface MessageMatch {
  key: string;
  values: Record<string, string | number>;
}

/** A text as a regular expression that matches exactly it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NUMBER = "(\\d+(?:[.,]\\d+)*)";
/**
 * A value in a message. One that a literal follows, with more values after it, cannot contain that literal: two
 * unbounded lazy groups would try every split of a text that almost fits (polynomial backtracking, decision 0020).
 * The last value takes what is left, as the literal after it ends the text.
 */
const placeholder = (next: unknown, last: boolean) =>
  !last && typeof next === "string" && next !== "" && next !== "#" ? `((?:(?!${escapeRegExp(next)}).)+?)` : "(.+?)";

/** A regular expression for one compiled message, and which capture group holds which placeholder. */
export function messagePattern(
  message: CompiledMessage,
): { regex: RegExp; groups: string[]; literal: number } | undefined {
  const groups: string[] = [];
  let literal = 0;
  const parts = (list: CompiledMessage, number?: string): string => {
    if (typeof list === "string") {
      literal += list.length;
      return escapeRegExp(list);
    }
    const lastValue = list.findLastIndex((part) => typeof part !== "string" || (part === "#" && number));
    return list
      .map((part, i) => {
        if (typeof part === "string") {
          if (part === "#" && number) {
            groups.push(number);
            return NUMBER;
          }
          literal += part.length;
          return escapeRegExp(part);
        }
        const [name, type, cases] = part as [string, string?, Record<string, CompiledMessage>?];
        if (type === "plural" && cases) {
          return `(?:${Object.values(cases)
            .filter((c) => typeof c === "string" || Array.isArray(c))
            .map((c) => parts(c, name))
            .join("|")})`;
        }
        groups.push(name);
        return placeholder(list[i + 1], i === lastValue);
      })
      .join("");
  };
  const source = parts(message);
  if (groups.length === 0) return undefined;
  return { regex: new RegExp(`^${source}$`, "s"), groups, literal };
}

/**
 * A matcher over a catalogue's English messages: an exact text, else the most specific template it fits (the one
 * with the most literal text), with its values.
 */
export function messageMatcher(english: Record<string, CompiledMessage>): (text: string) => MessageMatch | undefined {
  const exact = new Map<string, string>();
  const templates: { key: string; regex: RegExp; groups: string[]; literal: number }[] = [];
  for (const [key, message] of Object.entries(english)) {
    const template = messagePattern(message);
    if (template) templates.push({ key, ...template });
    else exact.set(typeof message === "string" ? message : (message as string[]).join(""), key);
  }
  templates.sort((a, b) => b.literal - a.literal);
  return (text) => {
    const key = exact.get(text);
    if (key) return { key, values: {} };
    for (const template of templates) {
      const match = template.regex.exec(text);
      if (!match) continue;
      const values: Record<string, string | number> = {};
      template.groups.forEach((name, i) => {
        const value = match[i + 1];
        if (value === undefined) return;
        values[name] = /^\d+$/.test(value) ? Number(value) : value;
      });
      return { key: template.key, values };
    }
    return undefined;
  };
}

/**
 * Translates an English message with a matcher and a renderer of the target language's catalogue. Values that are
 * catalogue texts themselves are translated too ("theme: {message}" holds a schema's message, which holds a field's
 * label), a few levels deep. Unknown texts stay as they are.
 */
export function translateMessage(
  text: string,
  match: (text: string) => MessageMatch | undefined,
  render: (key: string, values: Record<string, string | number>) => string,
  depth = 3,
): string {
  const found = depth > 0 ? match(text) : undefined;
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [
      name,
      typeof value === "string" ? translateMessage(value, match, render, depth - 1) : value,
    ]),
  );
  return render(found.key, values);
}
