import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import type { Spoken } from "../speech";
import type { Entered } from "./message-bubble";

/** Spec timing (learning-experience §4, §9). */
const OPENING_DELAY_MS = 2000;

/**
 * A new conversation's opening line: in the page from the start, shown by the stylesheet 2 s after the learner
 * entered (before the page's code runs, if it is late), and spoken then with 'Auto-play audio'. A conversation
 * already under way shows its messages at once.
 */
export function useOpeningLine(
  isNew: boolean,
  opening: ChatMessage | undefined,
  autoPlay: (spoken: Spoken & { kind: "message" }) => void,
) {
  const [shown, setShown] = useState(!isNew);
  // Entered with the page (its HTML from the server: the same on both sides) or by a route change.
  const [enteredWith] = useState<Entered>(() =>
    typeof document === "undefined" || document.documentElement.dataset.hydrated === undefined ? "page" : "route",
  );
  // Only an opening the learner sees appear is spoken, not one of a conversation already under way.
  const isNewConversation = useRef(isNew);

  // This timer hands the line to React at the moment the stylesheet shows it.
  useEffect(() => {
    if (shown) return;
    const delay = enteredWith === "page" ? Math.max(0, OPENING_DELAY_MS - performance.now()) : OPENING_DELAY_MS;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [shown, enteredWith]);

  useEffect(() => {
    if (isNewConversation.current && shown && opening?.sender === "ai") {
      isNewConversation.current = false;
      autoPlay({ kind: "message", id: opening.id, text: opening.content });
    }
  }, [shown, opening, autoPlay]);

  return {
    shown,
    enteredWith,
    /** A conversation started over: its new opening line comes as a new conversation's does. */
    again: () => {
      isNewConversation.current = true;
      setShown(false);
    },
  };
}
