import type { ChatMessage } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { ApiError, api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import type { useT } from "./i18n";

/** Word saved toasts last 3 s (learning-experience §9). */
const WORD_SAVED_TOAST_MS = 3000;

export type SaveOutcome = "saved" | "duplicate" | "failed";
type Translate = ReturnType<typeof useT>;

/** Saving from the chat (right panel and word popup), with the spec's toasts (learning-experience §5, §8). */
export async function saveWord(
  t: Translate,
  word: { word: string; meaning: string },
  language: LanguageCode,
  context?: string,
): Promise<SaveOutcome> {
  try {
    await api("/api/vocabulary", { method: "POST", body: { ...word, language, sourceContext: context } });
    toast.success(t("chat.toast.wordSaved"), {
      description: t("chat.toast.wordSavedText", { word: word.word, meaning: word.meaning }),
      duration: WORD_SAVED_TOAST_MS,
    });
    return "saved";
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      toast.info(t("chat.toast.alreadySaved"), { description: t("chat.toast.wordAlreadySaved") });
      return "duplicate";
    }
    console.error("saving a word failed", error);
    toast.error(t("chat.toast.wordFailed"));
    return "failed";
  }
}

export async function saveGrammar(t: Translate, topic: { name: string; explanation: string; example?: string }) {
  try {
    await api("/api/grammar", {
      method: "POST",
      body: { topic: topic.name, explanation: topic.explanation, example: topic.example },
    });
    toast.success(t("chat.toast.grammarSaved"), { description: topic.name });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      toast.info(t("chat.toast.grammarAlreadySaved"));
      return true;
    }
    console.error("saving a grammar topic failed", error);
    toast.error(t("chat.toast.grammarFailed"));
    return false;
  }
}

/**
 * 'Save as note' on a tutor message: a note titled with the scenario, holding the message and its translation
 * when shown, filed with the course and scenario (learning-experience §3 user_notes; toasts of §8 Notes).
 */
export async function saveNote(
  t: Translate,
  scenarioTitle: string,
  message: ChatMessage,
  withTranslation: boolean,
  place: { courseId: string; scenarioId: string },
) {
  const translation = withTranslation && message.translation ? `\n\n*${message.translation}*` : "";
  try {
    await api("/api/notes", {
      method: "POST",
      body: { title: scenarioTitle, content: `${message.content}${translation}`, ...place },
    });
    toast.success(t("chat.toast.success"), { description: t("chat.toast.noteCreated") });
    return true;
  } catch (error) {
    console.error("saving a note failed", error);
    toast.error(t("chat.toast.error"), { description: t("chat.toast.noteFailed") });
    return false;
  }
}
