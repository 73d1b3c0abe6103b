import { useSyncExternalStore } from "react";
import type { LanguageCode } from "../../../shared/schemas/course";
import { SPEECH_LANGUAGE } from "../../../shared/schemas/speech-values";
import { holdPresence } from "../../lib/study-time";

/**
 * The page's one speaker (docs/decisions/0014-tutor-voice-and-sounds.md): 'Listen', auto-play and the voice call's
 * browser speech all go through it, so that playing one stops the other. It speaks with the server's audio when the
 * server has a speech provider (`audioUrl`), else with the browser's speech synthesis in the course's language.
 */

export interface SpeakRequest {
  /** Which text is playing (a message id, a word): the Listen buttons show it. */
  key: string;
  text: string;
  language: LanguageCode;
  /** The learner's speech speed, 0.5 to 2. */
  rate: number;
  /** The server's audio of the text, if the server speaks. */
  audioUrl?: string;
  onStart?: () => void;
}

/**
 * How speaking ended. `no-voice`: spoken with the browser's default voice, which does not speak the course's language;
 * `unsupported`: this browser cannot speak; `blocked`: the browser allows sound only after a first tap or click.
 */
export type SpeakResult = "done" | "stopped" | "no-voice" | "unsupported" | "blocked" | "failed";

let playingKey: string | undefined;
let stopPlaying: (() => void) | undefined;
const listeners = new Set<() => void>();

function setPlaying(key: string | undefined) {
  playingKey = key;
  for (const listener of listeners) listener();
}

/** Stops whatever is being spoken. */
export function stopSpeaking() {
  const stop = stopPlaying;
  stopPlaying = undefined;
  stop?.();
}

/** Whether the browser can speak at all (on the server: unknown, so yes). */
export const canSynthesize = () => typeof window === "undefined" || "speechSynthesis" in window;

/** The browser's voice for a language: one of its region first (de-DE), else any of the language. */
function voiceFor(language: LanguageCode): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const tag = SPEECH_LANGUAGE[language].toLowerCase();
  return (
    voices.find((v) => v.lang.toLowerCase().replace("_", "-") === tag) ??
    voices.find((v) => v.lang.toLowerCase().startsWith(language))
  );
}

function synthesize(request: SpeakRequest, finish: (result: SpeakResult) => void): () => void {
  const synthesis = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(request.text);
  utterance.lang = SPEECH_LANGUAGE[request.language];
  utterance.rate = request.rate;
  const voice = voiceFor(request.language);
  if (voice) utterance.voice = voice;
  // A browser that lists voices but none of this language still speaks, in its default voice: the learner is told.
  const outcome: SpeakResult = voice || synthesis.getVoices().length === 0 ? "done" : "no-voice";
  utterance.onstart = () => request.onStart?.();
  utterance.onend = () => finish(outcome);
  utterance.onerror = (event) => finish(event.error === "not-allowed" ? "blocked" : outcome);
  // Never wait forever for an end that a voiceless browser does not send.
  const timer = setTimeout(() => finish(outcome), 2000 + (request.text.length * 90) / request.rate);
  synthesis.cancel();
  synthesis.speak(utterance);
  return () => {
    clearTimeout(timer);
    utterance.onend = utterance.onerror = null;
    synthesis.cancel();
  };
}

function playAudio(request: SpeakRequest & { audioUrl: string }, finish: (result: SpeakResult) => void): () => void {
  const audio = new Audio(request.audioUrl);
  // The server's audio is at normal speed; the learner's speed is applied here (one cached copy serves every speed).
  audio.playbackRate = request.rate;
  audio.preservesPitch = true;
  audio.onplaying = () => request.onStart?.();
  audio.onended = () => finish("done");
  audio.onerror = () => finish("failed");
  audio.play().catch((error: Error) => finish(error.name === "NotAllowedError" ? "blocked" : "failed"));
  return () => {
    audio.onended = audio.onerror = null;
    audio.pause();
    audio.removeAttribute("src");
    audio.load();
  };
}

/** Speaks a text, stopping anything else first; resolves when it has been spoken or could not be. */
export function speak(request: SpeakRequest): Promise<SpeakResult> {
  stopSpeaking();
  const { audioUrl } = request;
  if (!audioUrl && !canSynthesize()) return Promise.resolve("unsupported");
  return new Promise((resolve) => {
    let cancel: () => void = () => {};
    let settled = false;
    // A learner listening is studying: focus time counts while it plays.
    const release = holdPresence();
    const finish = (result: SpeakResult) => {
      if (settled) return;
      settled = true;
      release();
      cancel();
      if (stopPlaying === stop) stopPlaying = undefined;
      if (playingKey === request.key) setPlaying(undefined);
      resolve(result);
    };
    const stop = () => finish("stopped");
    stopPlaying = stop;
    setPlaying(request.key);
    cancel = audioUrl ? playAudio({ ...request, audioUrl }, finish) : synthesize(request, finish);
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the text of `key` is being spoken now. */
export function useSpeaking(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => playingKey === key,
    () => false,
  );
}
