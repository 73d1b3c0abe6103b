import { useState } from "react";
import { useActionData } from "react-router";
import { chatApi } from "./api";
import type { ChatFormResult } from "./chat-action";

/** The message box: what is typed, a hint put there, and why a message sent without the page's code came back. */
export function useDraft(conversationId: string) {
  // A message the server refused (sent without the page's code) is back in the box, with why.
  const sent = useActionData<ChatFormResult>();
  const [draft, setDraft] = useState(sent?.typed ?? "");
  const [refused, setRefused] = useState(sent);
  const [hintNote, setHintNote] = useState(false);
  const [hinting, setHinting] = useState(false);

  const getHint = async () => {
    setHinting(true);
    try {
      const { hint } = await chatApi.hint(conversationId);
      setDraft(hint);
      setHintNote(true);
    } catch (error) {
      console.error("hint failed", error); // spec: hint failures are logged only
    } finally {
      setHinting(false);
    }
  };

  return {
    draft,
    refused,
    hintNote,
    hinting,
    getHint,
    /** The box's text replaced (typed, or emptied as a message goes): a hint's note goes with the hint. */
    replace: (text: string) => {
      setDraft(text);
      setHintNote(false);
    },
    /** A message that could not go is given back to the box. */
    restore: setDraft,
    clearRefused: () => setRefused(undefined),
  };
}
