import { Bookmark, Check, Loader2, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { WordTranslation } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { api } from "../../lib/api";
import { ListenButton, type Spoken } from "../speech";
import { useT } from "./i18n";
import { saveWord } from "./save-actions";
import { translationCache } from "./translation-cache";

/** Spec timings and margins (learning-experience §4, §9). */
const CLOSE_AFTER_SAVE_MS = 1500;
const VIEWPORT_MARGIN_PX = 16;
const WORD_GAP_PX = 8;

export interface WordPick {
  word: string;
  /** The clicked word's element: the popup sits under it (or above when there is no room) and gets focus back. */
  anchor: HTMLElement;
  /** The sentence it came from, saved with the word. */
  context: string;
}

type State =
  | { kind: "loading" }
  | { kind: "shown"; translation: WordTranslation }
  | { kind: "saving"; translation: WordTranslation }
  | { kind: "saved"; translation: WordTranslation }
  | { kind: "error"; message: string };

interface Props {
  pick: WordPick;
  courseId: string;
  from: LanguageCode;
  to: LanguageCode;
  onClose: () => void;
  /** 'Listen' to the word. */
  onListen: (spoken: Spoken) => void;
}

/** The word popup: loading, translation shown, saving, saved (closes 1.5 s later); Escape or a click outside closes it. */
export function WordPopup({ pick, courseId, from, to, onClose, onListen }: Props) {
  const t = useT();
  const [state, setState] = useState<State>(() => {
    const cached = translationCache.get(pick.word, from, to);
    return cached ? { kind: "shown", translation: cached } : { kind: "loading" };
  });
  const box = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number }>();

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

  // Place the popup by the word, inside the viewport.
  useLayoutEffect(() => {
    const own = box.current?.getBoundingClientRect();
    if (!own) return;
    const word = pick.anchor.getBoundingClientRect();
    const maxLeft = window.innerWidth - own.width - VIEWPORT_MARGIN_PX;
    const left = Math.max(VIEWPORT_MARGIN_PX, Math.min(word.left, maxLeft));
    const below = word.bottom + WORD_GAP_PX;
    const fitsBelow = below + own.height <= window.innerHeight - VIEWPORT_MARGIN_PX;
    const top = fitsBelow ? below : Math.max(VIEWPORT_MARGIN_PX, word.top - WORD_GAP_PX - own.height);
    setPosition((p) => (p?.left === left && p.top === top ? p : { left, top }));
  });

  // Focus moves into the popup and back to the word when it closes.
  useEffect(() => {
    box.current?.focus();
    const anchor = pick.anchor;
    return () => {
      if (anchor.isConnected) anchor.focus();
    };
  }, [pick.anchor]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose]);

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

  const translation = "translation" in state ? state.translation : undefined;
  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t("chat.wordPopup.label", { word: pick.word })}
      tabIndex={-1}
      data-testid="word-popup"
      className="fixed z-50 w-72 max-w-[calc(100vw-2rem)] rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg outline-none"
      style={position ? { left: position.left, top: position.top } : { left: -9999, top: 0 }}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex items-center gap-1 text-lg font-semibold">
            <span className="truncate">{pick.word}</span>
            <ListenButton spoken={{ kind: "word", text: pick.word }} onListen={onListen} roomy />
          </p>
          {translation?.partOfSpeech && <p className="text-xs text-muted-foreground">{translation.partOfSpeech}</p>}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          className="-mr-2 -mt-2"
          aria-label={t("chat.wordPopup.close")}
          onClick={onClose}
        >
          <X />
        </Button>
      </div>
      <div className="mt-2 min-h-6 text-sm" aria-live="polite">
        {state.kind === "loading" && (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("chat.wordPopup.translating")}
          </p>
        )}
        {state.kind === "error" && (
          <p className="text-destructive" role="alert">
            {state.message}
          </p>
        )}
        {translation && (
          <>
            <p className="font-medium" data-testid="word-translation">
              {translation.translation}
            </p>
            {translation.alternateMeanings && translation.alternateMeanings.length > 0 && (
              <p className="mt-1 text-muted-foreground">
                {t("chat.wordPopup.also", { meanings: translation.alternateMeanings.join(", ") })}
              </p>
            )}
          </>
        )}
      </div>
      <Button
        className="mt-3 w-full"
        size="sm"
        onClick={() => void save()}
        disabled={state.kind !== "shown"}
        variant={state.kind === "saved" ? "secondary" : "default"}
      >
        {state.kind === "saving" ? (
          <>
            <Loader2 className="animate-spin" /> {t("chat.wordPopup.saving")}
          </>
        ) : state.kind === "saved" ? (
          <>
            <Check /> {t("chat.wordPopup.saved")}
          </>
        ) : (
          <>
            <Bookmark /> {t("chat.wordPopup.save")}
          </>
        )}
      </Button>
    </div>
  );
}
