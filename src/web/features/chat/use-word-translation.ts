import { useEffect, useState } from "react";
import type { WordTranslation } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { api } from "../../lib/api";
import { useT } from "./i18n";
import { saveWord } from "./save-actions";
import { translationCache } from "./translation-cache";

/** Spec timing (learning-experience §9). */
const CLOSE_AFTER_SAVE_MS = 1500;

export type WordState =
  | { kind: "loading" }
  | { kind: "shown"; translation: WordTranslation }
  | { kind: "saving"; translation: WordTranslation }
  | { kind: "saved"; translation: WordTranslation }
  | { kind: "error"; message: string };

/**
 * A picked word's translation (from this page's cache, else the server) and its saving: loading, shown, saving,
 * saved (the popup closes 1.5 s later), or the error.
 */
export function useWordTranslation(props: {
  /** The word, and the sentence it came from (saved with it). */
  pick: { word: string; context: string };
  courseId: string;
  from: LanguageCode;
  to: LanguageCode;
  onClose: () => void;
}) {
  const { pick, courseId, from, to, onClose } = props;
  const t = useT();
  const [state, setState] = useState<WordState>(() => {
    const cached = translationCache.get(pick.word, from, to);
    return cached ? { kind: "shown", translation: cached } : { kind: "loading" };
  });

  useEffect(() => {
    if (state.kind !== "loading") return;
    const controller = new AbortController();
    api<WordTranslation>(`/api/chat/${encodeURIComponent(courseId)}/translate-word`, {
      method: "POST",
      body: { word: pick.word },
      signal: controller.signal,
    })
      .then((translation) => {
        if (!translation?.translation) throw new Error(t("chat.wordPopup.noTranslation"));
        translationCache.set(pick.word, from, to, translation);
        setState({ kind: "shown", translation });
      })
      .catch((error: Error) => {
        if (error.name === "AbortError") return; // spec: aborted loads are ignored
        console.error("word translation failed", error);
        setState({ kind: "error", message: error.message || t("chat.wordPopup.failed") });
      });
    return () => controller.abort();
  }, [state.kind, pick.word, courseId, from, to, t]);

  useEffect(() => {
    if (state.kind !== "saved") return;
    const timer = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [state.kind, onClose]);

  const save = async () => {
    if (state.kind !== "shown") return;
    const { translation } = state;
    setState({ kind: "saving", translation });
    const outcome = await saveWord(t, { word: pick.word, meaning: translation.translation }, from, pick.context);
    setState({ kind: outcome === "failed" ? "shown" : "saved", translation });
  };

  return { state, translation: "translation" in state ? state.translation : undefined, save };
}
