import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, type KeyboardEvent, type SetStateAction, useEffect, useState } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { unseenAchievementsQuery } from "../progress";
import { useSoundEffects } from "../sounds";
import type { Spoken } from "../speech";
import { chatApi } from "./api";
import { useT } from "./i18n";
import type { useDraft } from "./use-draft";

/** Spec timing (learning-experience §4, §9). */
const COMPLETE_DIALOG_DELAY_MS = 1500;

/**
 * Sending the box's message and streaming the tutor's reply: the message shows at once, the reply's text as it comes,
 * and the lesson's end opens its dialog. A message that fails goes back into the box.
 */
export function useReply(props: {
  conversationId: string;
  openingShown: boolean;
  box: ReturnType<typeof useDraft>;
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>;
  autoPlay: (spoken: Spoken & { kind: "message" }) => void;
}) {
  const { conversationId, openingShown, box, setMessages, autoPlay } = props;
  const t = useT();
  const [thinking, setThinking] = useState(false);
  const [streamed, setStreamed] = useState("");
  const [completeOpen, setCompleteOpen] = useState(false);
  /** Enter was pressed before the opening line showed. */
  const [sendWhenOpen, setSendWhenOpen] = useState(false);
  const playEffect = useSoundEffects();
  const queryClient = useQueryClient();

  const sendMessage = async () => {
    const content = box.draft.trim();
    if (!content || thinking || !openingShown) return;
    // Without a connection the message is not sent, and stays in the box until it can be.
    if (!navigator.onLine) {
      toast.error(t("chat.offlineKept"));
      return;
    }
    const clientId = crypto.randomUUID();
    const pending: ChatMessage = {
      id: `pending-${clientId}`,
      sender: "user",
      content,
      timestamp: new Date().toISOString(),
      words: [],
      grammar: [],
    };
    setMessages((list) => [...list, pending]);
    playEffect("sent");
    box.replace("");
    setThinking(true);
    setStreamed("");
    try {
      let failed = false;
      await chatApi.send(conversationId, clientId, content, (event) => {
        if (event.type === "text") setStreamed((s) => s + event.delta);
        else if (event.type === "error") failed = true;
        else {
          setMessages((list) => [...list.filter((m) => m.id !== pending.id), event.userMessage, event.reply]);
          autoPlay({ kind: "message", id: event.reply.id, text: event.reply.content });
          if (event.lessonCompleted) {
            setTimeout(() => {
              setCompleteOpen(true);
              playEffect("lessonComplete");
              // A completed lesson may have earned an achievement: its toast comes now.
              void queryClient.invalidateQueries({ queryKey: unseenAchievementsQuery.queryKey });
            }, COMPLETE_DIALOG_DELAY_MS);
          }
        }
      });
      if (failed) throw new Error("reply failed");
    } catch (error) {
      console.error("chat failed", error);
      // Nothing typed is lost: the message goes back into the box.
      setMessages((list) => list.filter((m) => m.id !== pending.id));
      box.restore(content);
      toast.error(replyFailure(error, t));
    } finally {
      setThinking(false);
      setStreamed("");
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      // Before the opening line the message waits for it, instead of being dropped.
      if (openingShown) void sendMessage();
      else setSendWhenOpen(true);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: sends the draft of the moment the opening line shows
  useEffect(() => {
    if (!openingShown || !sendWhenOpen) return;
    setSendWhenOpen(false);
    void sendMessage();
  }, [openingShown, sendWhenOpen]);

  return { thinking, streamed, completeOpen, setCompleteOpen, sendMessage, onKeyDown };
}

/** A rate limit says how to go on; the browser gone offline says so; anything else gets the spec's message. */
function replyFailure(error: unknown, t: ReturnType<typeof useT>) {
  return error instanceof ApiError && error.status === 429
    ? error.message
    : !navigator.onLine
      ? t("chat.offlineKept")
      : t("chat.toast.replyFailed");
}
