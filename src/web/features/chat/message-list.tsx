import { History } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../shared/schemas/chat";
import { Button } from "../../components/ui/button";
import type { Spoken } from "../speech";
import { useT } from "./i18n";
import { type Entered, MessageBubble, type OnWordClick, TypingIndicator } from "./message-bubble";

/**
 * The conversation's messages, newest at the bottom: 'Show earlier messages' above them, then the tutor typing or
 * the reply as it streams in.
 */
export function MessageList(props: {
  messages: ChatMessage[];
  /** How many of the first messages are not shown yet. */
  hiddenBefore: number;
  onShowEarlier: () => void;
  tutorName: string;
  openingShown: boolean;
  enteredWith: Entered;
  translated: Set<string>;
  thinking: boolean;
  streamed: string;
  onWordClick: OnWordClick;
  onListen: (spoken: Spoken) => void;
  onSaveNote: (message: ChatMessage) => void;
  /** A note on how this conversation is played, once at its start (a learner's own scenario with the offline tutor). */
  note?: string;
}) {
  const t = useT();
  const { messages, hiddenBefore, openingShown, enteredWith, thinking, streamed } = props;
  const list = useRef<HTMLOListElement>(null);

  // The newest message comes into view inside the list (never by scrolling the page, which would move the box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the list grows or text streams in
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, streamed, openingShown, thinking]);

  return (
    <ol
      ref={list}
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain p-4"
      aria-live="polite"
    >
      {props.note && hiddenBefore === 0 && (
        <li className="rounded-lg border border-dashed bg-muted/40 px-3 py-2 text-sm text-muted-foreground" role="note">
          {props.note}
        </li>
      )}
      {hiddenBefore > 0 && (
        <li className="flex justify-center">
          <Button variant="ghost" size="sm" onClick={props.onShowEarlier}>
            <History /> {t("chat.conversation.earlier", { count: hiddenBefore })}
          </Button>
        </li>
      )}
      {messages.slice(hiddenBefore).map((m) => (
        <MessageBubble
          key={m.id}
          opening={!openingShown && m === messages[0] ? enteredWith : undefined}
          message={m}
          showTranslation={props.translated.has(m.id)}
          onWordClick={props.onWordClick}
          onListen={props.onListen}
          onSaveNote={props.onSaveNote}
        />
      ))}
      {(!openingShown || (thinking && !streamed)) && (
        <TypingIndicator name={props.tutorName} untilOpening={openingShown ? undefined : enteredWith} />
      )}
      {thinking && streamed && (
        <li className="max-w-[85%] rounded-2xl rounded-bl-md bg-muted px-4 py-2.5" data-testid="streaming">
          {streamed}
        </li>
      )}
    </ol>
  );
}
