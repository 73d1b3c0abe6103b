import { type Dispatch, type SetStateAction, useState } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import { toast } from "../../lib/lazy-toast";
import { chatApi } from "./api";
import { useT } from "./i18n";

/** The studio's 'Translate': shows (fetched once) or hides the latest reply's translation under it. */
export function useTranslations(
  latestAi: ChatMessage | undefined,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
) {
  const t = useT();
  const [translated, setTranslated] = useState<Set<string>>(new Set());
  const [translating, setTranslating] = useState(false);

  const translateLast = async () => {
    if (!latestAi || translating) return;
    if (translated.has(latestAi.id)) {
      setTranslated((set) => {
        const next = new Set(set);
        next.delete(latestAi.id);
        return next;
      });
      return;
    }
    setTranslating(true);
    try {
      const { translation } = await chatApi.translate(latestAi.id);
      setMessages((list) => list.map((m) => (m.id === latestAi.id ? { ...m, translation } : m)));
      setTranslated((set) => new Set(set).add(latestAi.id));
    } catch {
      toast.error(t("chat.toast.translationFailed"), { description: t("chat.toast.translationFailedText") });
    } finally {
      setTranslating(false);
    }
  };

  return { translated, translating, translateLast };
}
