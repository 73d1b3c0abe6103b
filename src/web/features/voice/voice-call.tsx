import { MessageSquare, Mic, MicOff, PhoneOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { ChatMessage } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { Button } from "../../components/ui/button";
import { inertOutside } from "../../lib/inert-outside";
import { cn } from "../../lib/utils";
import { useT } from "./i18n";
import { formatDuration, type Line } from "./transcript";
import { useVoiceCall } from "./use-voice-call";

export interface VoiceCallProps {
  conversationId: string;
  tutor: { name: string; avatar: string };
  language: LanguageCode;
  /** The tutor's latest line, which a browser-speech call opens with. */
  greeting?: string;
  /** Messages the call stored in the conversation (the chat shows them). */
  onMessages(messages: ChatMessage[]): void;
  onClose(): void;
}

/**
 * The full-screen voice call (learning-experience §2.3, §4): the tutor's avatar (pulsing while the tutor speaks),
 * the call's status or timer, the live transcript, mute and hang-up. Its course is `useVoiceCall`'s.
 */
export default function VoiceCall(props: VoiceCallProps) {
  const { tutor, onClose } = props;
  const t = useT();
  const { phase, status, lines, speaking, muted, endedAfter, toggleMute, hangUp } = useVoiceCall(props);
  const hangUpButton = useRef<HTMLButtonElement>(null);

  // Focus on the call's main button: hang up (or cancel), or 'Back to text chat' where the browser cannot listen.
  const unsupported = phase === "unsupported";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button changes when the call turns out unsupported
  useEffect(() => {
    hangUpButton.current?.focus();
  }, [unsupported]);

  // A modal layer on <body>: the chat behind it is inert, so Tab stays in the call (the chat returns focus after).
  return createPortal(
    <div
      ref={inertOutside}
      role="dialog"
      aria-modal="true"
      aria-label={t("voice.call.label", { name: tutor.name })}
      data-testid="voice-call"
      data-phase={phase}
      className="fixed inset-0 z-50 flex flex-col items-center overflow-y-auto bg-background bg-linear-to-b from-primary/10 to-background px-4 py-8 sm:py-12"
      onKeyDown={(event) => {
        if (event.key === "Escape" && phase !== "ended") hangUp();
      }}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <div className="relative" data-testid="call-avatar" data-speaking={speaking}>
          {speaking && (
            <span aria-hidden="true" className="absolute inset-0 rounded-full bg-primary/40 motion-safe:animate-ping" />
          )}
          <img
            src={tutor.avatar}
            alt=""
            width={128}
            height={128}
            className={cn(
              "relative size-28 rounded-full bg-muted ring-4 transition-[box-shadow] sm:size-32",
              speaking ? "ring-primary" : "ring-transparent",
            )}
          />
        </div>
        <h2 className="text-2xl font-semibold">{tutor.name}</h2>
        <p className="text-sm text-muted-foreground">{t("voice.call.tutorRole")}</p>
        <p
          className={cn("text-lg tabular-nums", phase === "ended" && "font-semibold")}
          data-testid="call-status"
          aria-live="polite"
        >
          {status}
        </p>
        {phase === "ended" && endedAfter !== undefined && (
          <p className="text-sm text-muted-foreground" data-testid="call-duration">
            {formatDuration(endedAfter)}
          </p>
        )}
      </div>

      {phase === "unsupported" ? (
        <div className="mt-8 grid max-w-md gap-4 text-center">
          <p>{t("voice.call.unsupportedText")}</p>
          <Button ref={hangUpButton} onClick={onClose} className="justify-self-center">
            <MessageSquare /> {t("voice.call.backToChat")}
          </Button>
        </div>
      ) : (
        <>
          <CallTranscript lines={lines} tutorName={tutor.name} />
          <div className="mt-6 flex items-center gap-6">
            <Button
              variant="outline"
              size="call"
              aria-pressed={muted}
              aria-label={muted ? t("voice.call.unmute") : t("voice.call.mute")}
              disabled={phase !== "connected"}
              onClick={toggleMute}
            >
              {muted ? <MicOff /> : <Mic />}
            </Button>
            <Button
              ref={hangUpButton}
              variant="destructive"
              size="call-end"
              aria-label={phase === "calling" ? t("voice.call.cancel") : t("voice.call.end")}
              disabled={phase === "ended"}
              onClick={hangUp}
            >
              <PhoneOff />
            </Button>
          </div>
        </>
      )}
    </div>,
    document.body,
  );
}

/** What was said in the call so far, line by line. */
function CallTranscript({ lines, tutorName }: { lines: Line[]; tutorName: string }) {
  const t = useT();
  return (
    <ol
      className="mt-6 grid w-full max-w-xl flex-1 content-start gap-2 overflow-y-auto"
      aria-label={t("voice.call.transcript")}
      data-testid="call-transcript"
    >
      {lines
        .filter((line) => line.text.trim())
        .map((line) => (
          <li
            key={line.id}
            data-testid={line.sender === "ai" ? "call-line-ai" : "call-line-user"}
            className={cn(
              "max-w-[85%] rounded-2xl px-4 py-2 text-sm",
              line.sender === "ai"
                ? "justify-self-start rounded-bl-md border bg-card"
                : "justify-self-end rounded-br-md bg-primary text-primary-foreground",
            )}
          >
            <span className="sr-only">
              {line.sender === "ai" ? t("voice.call.tutorLine", { name: tutorName }) : t("voice.call.yourLine")}
            </span>
            {line.text}
          </li>
        ))}
    </ol>
  );
}
