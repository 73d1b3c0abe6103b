import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";

/**
 * Text that PostgreSQL cannot store (NUL) or that is not text at all (a lone UTF-16 surrogate, which JSON's \ud800
 * escapes can carry) is refused at the edge with a 400, for every field, query string and path parameter: nothing of
 * it reaches a schema's pattern or the database (which would answer a 500).
 */
export const UNSTORABLE_TEXT =
  "The text contains a character that cannot be saved (a NUL byte or a broken character). Please remove it and try again.";

const UNSTORABLE = /\0|\p{Cs}/u;
/** A NUL in the URL can only arrive percent-encoded (HTTP parsers refuse a raw one). */
const ENCODED_NUL = /%00/i;

/** Whether any string in a parsed JSON value (keys included) holds a NUL or a lone surrogate. */
function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => UNSTORABLE.test(key) || holdsUnstorableText(inner));
  return false;
}

/** Whether a request body's text holds such a character, raw, percent-encoded (a form) or as a JSON escape. */
function bodyHoldsUnstorableText(text: string): boolean {
  if (text.includes("\0") || ENCODED_NUL.test(text)) return true;
  // Only a \u escape can make a NUL or a lone surrogate out of valid UTF-8 (broken bytes decode to U+FFFD).
  if (!/\\u/i.test(text)) return false;
  try {
    return holdsUnstorableText(JSON.parse(text));
  } catch {
    return false; // not JSON: the route refuses it for that
  }
}

/** Whether a URL's path or query holds a NUL (as %00). */
const urlHoldsUnstorableText = (url: string) => ENCODED_NUL.test(url);

export function refuseUnstorableText(): MiddlewareHandler {
  const refuse = (c: Parameters<MiddlewareHandler>[0]) => c.json(errorBody("INVALID_TEXT", UNSTORABLE_TEXT), 400);
  return async (c, next) => {
    if (urlHoldsUnstorableText(c.req.url)) return refuse(c);
    // Bodies are read only for methods that have one (reading makes the node adapter build a whole Request); the
    // text is kept by Hono, so the route reads the same body again at no cost.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && bodyHoldsUnstorableText(await c.req.text()))
      return refuse(c);
    return next();
  };
}
