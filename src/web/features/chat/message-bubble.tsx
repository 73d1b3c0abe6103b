import { CheckCircle2, Languages, StickyNote } from "lucide-react";
import { memo } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import { cleanWord } from "../../../shared/words";
import { cn } from "../../lib/utils";
import { ListenButton, type Spoken } from "../speech";
import { useT } from "./i18n";

export type OnWordClick = (word: string, anchor: HTMLElement, context: string) => void;

/**
 * How the learner entered the chat, for the opening line the stylesheet shows 2 s later: with the page (counted from
 * its navigation, `--entered`) or by a route change (counted from when the line was put in the page).
 */
export type Entered = "page" | "route";

/** A tutor message with every word a button that opens the word popup (learning-experience §2.3, §5). */
function ClickableWords({ text, onWordClick }: { text: string; onWordClick: OnWordClick }) {
  return text.split(/(\s+)/).map((token, index) => {
    const word = cleanWord(token);
    if (!word) return token;
    return (
      <button
        // biome-ignore lint/suspicious/noArrayIndexKey: the same word can occur twice; the text never reorders
        key={index}
        type="button"
        className="chat-word"
        onClick={(event) => onWordClick(word, event.currentTarget, text)}
      >
        {token}
      </button>
    );
  });
}

/**
 * One message; a learner message shows its corrections underneath (learning-experience §2.3). Memoised: a long
 * conversation is not rendered again when something else on the page changes (a new message, the box's text).
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  showTranslation,
  onWordClick,
  onSaveNote,
  onListen,
  opening,
}: {
  message: ChatMessage;
  /** A new conversation's opening line, not yet due: hidden until the stylesheet shows it. */
  opening?: Entered;
  showTranslation: boolean;
  onWordClick: OnWordClick;
  /** 'Save as note' under a tutor message. */
  onSaveNote?: (message: ChatMessage) => void;
  /** 'Listen' under a tutor message. */
  onListen?: (spoken: Spoken) => void;
}) {
  const t = useT();
  const mine = message.sender === "user";
  const feedback = message.feedback;
  return (
    <li
      className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}
      data-testid={mine ? "user-message" : "ai-message"}
      data-opening={opening}
    >
      <div
        className={cn(
          "max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed",
          mine ? "rounded-br-md bg-primary text-primary-foreground" : "rounded-bl-md bg-muted",
        )}
      >
        {mine ? message.content : <ClickableWords text={message.content} onWordClick={onWordClick} />}
      </div>
      {!mine && showTranslation && message.translation && (
        <p
          className="flex max-w-[85%] items-start gap-1.5 px-2 text-sm text-muted-foreground"
          data-testid="translation"
        >
          <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {message.translation}
        </p>
      )}
      {!mine && (onSaveNote || onListen) && (
        // Icons only: the message's text stays exactly the tutor's words.
        <div className="flex items-center gap-1">
          {onListen && (
            <ListenButton spoken={{ kind: "message", id: message.id, text: message.content }} onListen={onListen} />
          )}
          {onSaveNote && (
            <button
              type="button"
              onClick={() => onSaveNote(message)}
              aria-label={t("chat.conversation.saveNote")}
              title={t("chat.conversation.saveNote")}
              className="rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <StickyNote className="size-3.5" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      {mine && feedback?.hasErrors && (
        <div
          className="max-w-[85%] rounded-xl border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
          data-testid="correction"
        >
          <p>
            <span className="font-medium">{t("chat.conversation.correction")}</span>
            {feedback.correctedText}
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-muted-foreground">
            {feedback.corrections.map((c) => (
              <li key={`${c.original}-${c.corrected}`}>
                <s>{c.original}</s> → <span className="font-medium text-foreground">{c.corrected}</span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-muted-foreground">{feedback.feedbackText}</p>
        </div>
      )}
      {mine && feedback && !feedback.hasErrors && (
        <p className="flex items-center gap-1 px-2 text-xs text-success">
          <CheckCircle2 className="size-3.5" aria-hidden="true" /> {feedback.feedbackText}
        </p>
      )}
    </li>
  );
});

/** The tutor is typing; `untilOpening`: before the opening line, which replaces it when the stylesheet shows it. */
export function TypingIndicator({ name, untilOpening }: { name: string; untilOpening?: Entered }) {
  const t = useT();
  return (
    // The live region is inside the list item: a list may hold only items (axe, Lighthouse).
    <li className="flex items-center gap-2 text-sm text-muted-foreground" data-opening-wait={untilOpening}>
      <span
        role="status"
        aria-label={t("chat.conversation.typing", { name })}
        className="flex gap-1 rounded-2xl bg-muted px-4 py-3"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-muted-foreground/60"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </li>
  );
}
