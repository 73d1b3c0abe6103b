import { useEffect, useMemo, useState } from "react";
import type { ChatMessage, Conversation } from "../../../shared/schemas/chat";
import { LESSON_MESSAGES } from "../../../shared/schemas/chat-values";
import type { ScenarioDetail } from "../../../shared/schemas/course";
import { toast } from "../../lib/lazy-toast";
import { stopSpeaking, useSpeech } from "../speech";
import { chatApi } from "./api";
import { useT } from "./i18n";
import { useDraft } from "./use-draft";
import { useOpeningLine } from "./use-opening-line";
import { useReply } from "./use-reply";
import { useTranslations } from "./use-translations";

/** How many messages of a conversation's history are shown at first, and added by 'Show earlier messages'. */
const HISTORY_SHOWN = 20;

/**
 * One conversation with a tutor: its messages, the box, and what the learner does with them (send, hint, translate,
 * start over, a call's messages). The chat's route lays it out.
 */
export function useConversation(detail: ScenarioDetail, initial: Conversation) {
  const t = useT();
  const [conversation, setConversation] = useState(initial);
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const speechSource = useMemo(
    () => ({ mode: initial.speech, courseId: detail.course.id, language: detail.course.language }),
    [initial.speech, detail.course.id, detail.course.language],
  );
  const { listen, autoPlay } = useSpeech(speechSource);
  // Leaving the chat ends its speech.
  useEffect(() => stopSpeaking, []);
  const opening = useOpeningLine(initial.userMessageCount === 0, messages[0], autoPlay);
  const box = useDraft(conversation.id);
  const reply = useReply({ conversationId: conversation.id, openingShown: opening.shown, box, setMessages, autoPlay });
  // A long conversation opens on its latest messages (less to lay out and hydrate on a phone); the earlier ones come
  // on 'Show earlier messages'. Messages of this visit are always shown.
  const [hiddenBefore, setHiddenBefore] = useState(() => Math.max(0, initial.messages.length - HISTORY_SHOWN));
  const latestAi = [...messages].reverse().find((m) => m.sender === "ai");
  const translations = useTranslations(latestAi, setMessages);

  const startOver = async () => {
    try {
      const fresh = await chatApi.restart(conversation.courseId, conversation.scenarioId, conversation.characterId);
      setConversation(fresh);
      setMessages(fresh.messages);
      setHiddenBefore(0);
      opening.again();
    } catch (error) {
      toast.error(t("chat.toast.restartFailed"), { description: (error as Error).message });
    }
  };

  const userCount = messages.filter((m) => m.sender === "user").length;
  return {
    conversation,
    messages,
    latestAi,
    userCount,
    progress: Math.min(100, (userCount / LESSON_MESSAGES) * 100),
    openingShown: opening.shown,
    enteredWith: opening.enteredWith,
    hiddenBefore,
    showEarlier: () => setHiddenBefore((hidden) => Math.max(0, hidden - HISTORY_SHOWN)),
    box,
    ...reply,
    ...translations,
    listen,
    startOver,
    /** Messages a voice call stored in the conversation (each once). */
    addMessages: (added: ChatMessage[]) =>
      setMessages((list) => [...list, ...added.filter((m) => !list.some((l) => l.id === m.id))]),
  };
}
