import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { CALL_ENDED_CLOSE_MS } from "../../../shared/schemas/voice-values";
import { toast } from "../../lib/lazy-toast";
import { useSettings } from "../settings";
import { voiceApi } from "./api";
import { CALL_MESSAGES, type CallEvents, CallFailure, type CallSession, type Translate } from "./call";
import { useT } from "./i18n";
import { RealtimeCall } from "./realtime-call";
import { SpeechCall, speechRecognition } from "./speech-call";
import { playEndTone, startRing } from "./tones";
import { formatDuration, type Line, toSaved } from "./transcript";
import type { VoiceCallProps } from "./voice-call";

export type Phase = "calling" | "connected" | "ended" | "unsupported";

/** The status under the tutor's name; a connected call shows its timer instead. */
const PHASE_TEXTS = {
  calling: "voice.call.calling",
  ended: "voice.call.ended",
  unsupported: "voice.call.unavailable",
} as const;

/**
 * A voice call's course: calling (ring), connected (timer, live transcript, mute, the tutor speaking), ended (the end
 * tone, the duration, closed after 2 s). Every exit, whether cancel, hang-up, failure or leaving the page, releases
 * the microphone, the connection, timers and audio.
 */
export function useVoiceCall({ conversationId, greeting, language, onMessages, onClose }: VoiceCallProps) {
  const { settings } = useSettings();
  const t = useT();
  const [phase, setPhase] = useState<Phase>("calling");
  const [lines, setLines] = useState<Line[]>([]);
  const [speaking, setSpeaking] = useState(false);
  const [muted, setMuted] = useState(false);
  const [connectedAt, setConnectedAt] = useState<number>();
  const [endedAfter, setEndedAfter] = useState<number>();
  const now = useClock(phase === "connected");

  // The running call and what its event handlers need, in refs: the call lives outside React's renders.
  const call = useRef<CallSession>(undefined);
  const ctx = useRef<AudioContext>(undefined);
  const stopRing = useRef<() => void>(() => {});
  const phaseRef = useRef<Phase>("calling");
  phaseRef.current = phase;
  const connectedAtRef = useRef<number>(undefined);
  connectedAtRef.current = connectedAt;
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onMessages, onClose, rate: settings.speechSpeed, greeting, language, t });
  latest.current = { onMessages, onClose, rate: settings.speechSpeed, greeting, language, t };
  const { linesRef, saveTranscript } = useTranscriptSaver(conversationId, call, latest);

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
      const mode = await callMode(latest.current.t);
      if (!alive) return;
      if (mode === "speech" && !speechRecognition()) {
        stopRing.current();
        setPhase("unsupported");
        return;
      }
      call.current = newCall(mode, conversationId, audio, events, latest.current);
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
  }, [conversationId, endCall, saveTranscript, linesRef]);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    call.current?.setMuted(next);
    toast(next ? t(CALL_MESSAGES.muted) : t(CALL_MESSAGES.unmuted));
  };

  return {
    phase,
    status:
      phase === "connected"
        ? formatDuration(((connectedAt ? now : 0) - (connectedAt ?? 0)) / 1000)
        : t(PHASE_TEXTS[phase]),
    lines,
    speaking,
    muted,
    endedAfter,
    toggleMute,
    // Cancel while calling closes at once; a connected call ends with its tone and 'Call Ended'.
    hangUp: () => (phase === "connected" ? endCall() : onClose()),
  };
}

/** Saves a Realtime call's transcript once (browser-speech calls stored each turn already). */
function useTranscriptSaver(
  conversationId: string,
  call: RefObject<CallSession | undefined>,
  latest: RefObject<{ onMessages: VoiceCallProps["onMessages"]; t: Translate }>,
) {
  const linesRef = useRef<Line[]>([]);
  const saved = useRef(false);
  const callId = useRef(crypto.randomUUID());
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
  }, [conversationId, call, latest]);
  return { linesRef, saveTranscript };
}

/** The time of day, each second while `ticking` (the connected call's timer). */
function useClock(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** How this server holds calls: the provider's Realtime API, or the browser's speech around the chat. */
async function callMode(t: Translate) {
  try {
    return (await voiceApi.mode()).mode;
  } catch (error) {
    throw new CallFailure(t(CALL_MESSAGES.initFailed), (error as Error).message);
  }
}

function newCall(
  mode: "realtime" | "speech",
  conversationId: string,
  audio: AudioContext,
  events: CallEvents,
  options: { rate: number; greeting?: string; language: VoiceCallProps["language"]; t: Translate },
): CallSession {
  const { rate, greeting, language, t } = options;
  return mode === "realtime"
    ? new RealtimeCall(conversationId, audio, events, t)
    : new SpeechCall({ conversationId, language, rate, greeting, events, t });
}
