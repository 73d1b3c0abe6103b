import { useEffect, useState } from "react";
import { type CompiledMessage, messageMatcher, translateMessage } from "../../shared/message-matcher";
import { catalogue, useTranslate } from "./i18n";

/**
 * The shared schemas' validation messages in the page's language. The schemas write them in English (the same
 * messages the API sends, which the server translates itself); a form shows them through this, which finds each one
 * in the shared catalogue by its English text (decision 0012). Loaded with the forms, not with every page.
 */
catalogue(import.meta.glob("../../shared/messages/*.json", { import: "default" }));
let matcher: ReturnType<typeof messageMatcher> | undefined;
const loadMatcher = () =>
  import("../../shared/messages/en.json").then((module) => {
    matcher = messageMatcher(module.default as unknown as Record<string, CompiledMessage>);
    return matcher;
  });

/**
 * Loads the messages' catalogue now: for a page whose form the server answered (its messages are in the HTML, so
 * the server renders them and the browser hydrates them in the page's language).
 */
export const loadValidationTexts = (): Promise<unknown> => (matcher ? Promise.resolve(matcher) : loadMatcher());

/** `text(message)`: a validation message (from zod, or from the API) in the page's language. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const t = useTranslate();
  const [match, setMatch] = useState(() => matcher);
  useEffect(() => {
    if (!match) void loadMatcher().then((loaded) => setMatch(() => loaded));
  }, [match]);
  return (message) => (message && match ? translateMessage(message, match, (key, values) => t(key, values)) : message);
}
