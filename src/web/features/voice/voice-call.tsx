import { MessageSquare, Mic, MicOff, PhoneOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toast } from "sonner";
import type { ChatMessage } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { CALL_ENDED_CLOSE_MS } from "../../../shared/schemas/voice-values";
import { Button } from "../../components/ui/button";
import { inertOutside } from "../../lib/inert-outside";
import { cn } from "../../lib/utils";
import { useSettings } from "../settings";
import { voiceApi } from "./api";
import { CALL_MESSAGES, type CallEvents, CallFailure, type CallSession } from "./call";
import { useT } from "./i18n";
import { RealtimeCall } from "./realtime-call";
import { SpeechCall, speechRecognition } from "./speech-call";
import { playEndTone, startRing } from "./tones";
import { formatDuration, type Line, toSaved } from "./transcript";

/**
 * The full-screen voice call (learning-experience §2.3, §4): calling (ring), connected (timer, live transcript, mute,
 * the avatar pulsing while the tutor speaks), ended ('Call Ended' with the duration, closing after 2 s). Every exit,
 * whether cancel, hang-up, failure or leaving the page, releases the microphone, the connection, timers and audio.
 */

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

type Phase = "calling" | "connected" | "ended" | "unsupported";

export default function VoiceCall({ conversationId, tutor, language, greeting, onMessages, onClose }: VoiceCallProps) {
  const { settings } = useSettings();
  const t = useT();
  const [phase, setPhase] = useState<Phase>("calling");
  const [lines, setLines] = useState<Line[]>([]);
  const [speaking, setSpeaking] = useState(false);
  const [muted, setMuted] = useState(false);
  const [connectedAt, setConnectedAt] = useState<number>();
  const [endedAfter, setEndedAfter] = useState<number>();
  const [now, setNow] = useState(() => Date.now());

  // The running call and what its event handlers need, in refs: the call lives outside React's renders.
  const call = useRef<CallSession>(undefined);
  const ctx = useRef<AudioContext>(undefined);
  const stopRing = useRef<() => void>(() => {});
  const linesRef = useRef<Line[]>([]);
  const phaseRef = useRef<Phase>("calling");
  phaseRef.current = phase;
  const connectedAtRef = useRef<number>(undefined);
  connectedAtRef.current = connectedAt;
  const saved = useRef(false);
  const callId = useRef(crypto.randomUUID());
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onMessages, onClose, rate: settings.speechSpeed, greeting, language, t });
  latest.current = { onMessages, onClose, rate: settings.speechSpeed, greeting, language, t };
  const hangUpButton = useRef<HTMLButtonElement>(null);

  /** Saves a Realtime call's transcript once (browser-speech calls stored each turn already). */
  const saveTranscript = useCallback(() => {
    if (saved.current || !call.current?.savesTranscript) return;
    const transcript = toSaved(linesRef.current);
    if (transcript.length === 0) return;
    saved.current = true;
    voiceApi
      .saveTranscript(conversationId, callId.current, transcript)
      .then((result) => latest.current.onMessages(result.messages))
      .catch((error) => {
        console.error("saving the call transcript failed", error);
        toast.error(latest.current.t("voice.toast.transcriptNotSaved"));
      });
  }, [conversationId]);

  /** Hang-up or a lost connection: end tone, 'Call Ended' with the duration, closed 2 s later. */
  const endCall = useCallback(() => {
    if (phaseRef.current === "ended") return;
    phaseRef.current = "ended";
    stopRing.current();
    call.current?.release();
    const started = connectedAtRef.current;
    setEndedAfter(started ? (Date.now() - started) / 1000 : 0);
    setSpeaking(false);
    setPhase("ended");
    saveTranscript();
    if (ctx.current) void playEndTone(ctx.current);
    closeTimer.current = setTimeout(() => latest.current.onClose(), CALL_ENDED_CLOSE_MS);
  }, [saveTranscript]);

  useEffect(() => {
    let alive = true;
    const audio = new AudioContext();
    ctx.current = audio;
    stopRing.current = startRing(audio);
    const events: CallEvents = {
      lines: (next) => {
        linesRef.current = next;
        if (alive) setLines(next);
      },
      speaking: (on) => alive && setSpeaking(on),
      lost: () => {
        if (!alive || phaseRef.current === "ended") return;
        toast.error(latest.current.t(CALL_MESSAGES.lost));
        endCall();
      },
      notice: (message) => alive && toast.error(message),
      fatal: (failure) => fail(failure),
      stored: (messages) => latest.current.onMessages(messages),
    };
    const fail = (error: unknown) => {
      if (!alive) return;
      alive = false;
      console.error("voice call failed", error);
      stopRing.current();
      call.current?.release();
      const failure =
        error instanceof CallFailure ? error : new CallFailure(latest.current.t(CALL_MESSAGES.initFailed));
      toast.error(failure.message, failure.description ? { description: failure.description } : undefined);
      latest.current.onClose();
    };

    (async () => {
      let mode: "realtime" | "speech";
      try {
        ({ mode } = await voiceApi.mode());
      } catch (error) {
        throw new CallFailure(latest.current.t(CALL_MESSAGES.initFailed), (error as Error).message);
      }
      if (!alive) return;
      if (mode === "speech" && !speechRecognition()) {
        stopRing.current();
        setPhase("unsupported");
        return;
      }
      const { rate, greeting: opening, language: lang, t: translate } = latest.current;
      call.current =
        mode === "realtime"
          ? new RealtimeCall(conversationId, audio, events, translate)
          : new SpeechCall({ conversationId, language: lang, rate, greeting: opening, events, t: translate });
      await call.current.start();
      if (!alive || phaseRef.current === "ended") return;
      stopRing.current();
      setConnectedAt(Date.now());
      setPhase("connected");
    })().catch(fail);

    return () => {
      // Leaving the page (or closing the overlay) ends everything the call holds.
      alive = false;
      stopRing.current();
      call.current?.release();
      saveTranscript();
      clearTimeout(closeTimer.current);
      void audio.close();
    };
  }, [conversationId, endCall, saveTranscript]);

  useEffect(() => {
    if (phase !== "connected") return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  // Focus on the call's main button: hang up (or cancel), or 'Back to text chat' where the browser cannot listen.
  const unsupported = phase === "unsupported";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button changes when the call turns out unsupported
  useEffect(() => {
    hangUpButton.current?.focus();
  }, [unsupported]);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    call.current?.setMuted(next);
    toast(next ? t(CALL_MESSAGES.muted) : t(CALL_MESSAGES.unmuted));
  };

  // Cancel while calling closes at once; a connected call ends with its tone and 'Call Ended'.
  const hangUp = () => (phase === "connected" ? endCall() : onClose());

  const status =
    phase === "calling"
      ? t("voice.call.calling")
      : phase === "connected"
        ? formatDuration(((connectedAt ? now : 0) - (connectedAt ?? 0)) / 1000)
        : phase === "ended"
          ? t("voice.call.ended")
          : t("voice.call.unavailable");
  const shown = lines.filter((line) => line.text.trim());

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
          <ol
            className="mt-6 grid w-full max-w-xl flex-1 content-start gap-2 overflow-y-auto"
            aria-label={t("voice.call.transcript")}
            data-testid="call-transcript"
          >
            {shown.map((line) => (
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
                  {line.sender === "ai" ? t("voice.call.tutorLine", { name: tutor.name }) : t("voice.call.yourLine")}
                </span>
                {line.text}
              </li>
            ))}
          </ol>
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
