import { Bookmark, Check, Loader2, X } from "lucide-react";
import { useRef } from "react";
import type { LanguageCode } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { ListenButton, type Spoken } from "../speech";
import { useT } from "./i18n";
import { useAnchoredPopup } from "./use-anchored-popup";
import { useWordTranslation } from "./use-word-translation";

export interface WordPick {
  word: string;
  /** The clicked word's element: the popup sits under it (or above when there is no room) and gets focus back. */
  anchor: HTMLElement;
  /** The sentence it came from, saved with the word. */
  context: string;
}

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
  const { state, translation, save } = useWordTranslation({ pick, courseId, from, to, onClose });
  const box = useRef<HTMLDivElement>(null);
  const position = useAnchoredPopup(box, pick.anchor, onClose);

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
