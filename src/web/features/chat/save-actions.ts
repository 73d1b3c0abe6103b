import { toast } from "sonner";
import type { LanguageCode } from "../../../shared/schemas/course";
import { ALREADY_SAVED_TOPIC, ALREADY_SAVED_WORD } from "../../../shared/schemas/studio";
import { ApiError, api } from "../../lib/api";

/** Saving from the chat's right panel, with the spec's toasts (learning-experience §5, §8). */
export async function saveWord(word: { word: string; meaning: string }, language: LanguageCode, context?: string) {
  try {
    await api("/api/vocabulary", { method: "POST", body: { ...word, language, sourceContext: context } });
    toast.success("Word saved to your vocabulary", { description: `${word.word}: ${word.meaning}` });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      toast.info("Already saved", { description: ALREADY_SAVED_WORD });
      return true;
    }
    toast.error("Failed to save word");
    return false;
  }
}

export async function saveGrammar(topic: { name: string; explanation: string; example?: string }) {
  try {
    await api("/api/grammar", {
      method: "POST",
      body: { topic: topic.name, explanation: topic.explanation, example: topic.example },
    });
    toast.success("Grammar topic saved", { description: topic.name });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      toast.info(ALREADY_SAVED_TOPIC);
      return true;
    }
    toast.error("Failed to save grammar topic");
    return false;
  }
}
