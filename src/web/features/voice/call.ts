import type { ChatMessage } from "../../../shared/schemas/chat";
import type { useT } from "./i18n";
import type { Line } from "./transcript";

/** What the two kinds of call (Realtime, browser speech) share: their messages, events and controls. */

/** The page's language, for the messages a call makes. */
export type Translate = ReturnType<typeof useT>;

/** The voice call's messages (learning-experience §8), word for word in the English catalogue. */
export const CALL_MESSAGES = {
  initFailed: "voice.error.initFailed",
  noSession: "voice.error.noSession",
  connectFailed: "voice.error.connectFailed",
  establishFailed: "voice.error.establishFailed",
  lost: "voice.error.lost",
  callError: "voice.error.callError",
  muted: "voice.toast.muted",
  unmuted: "voice.toast.unmuted",
  replyFailed: "voice.error.replyFailed",
} as const;

/** A call that could not start (or cannot go on): its message is the toast's title. */
export class CallFailure extends Error {
  constructor(
    message: string,
    readonly description?: string,
  ) {
    super(message);
    this.name = "CallFailure";
  }
}

/** What a running call tells the overlay. */
export interface CallEvents {
  lines(lines: Line[]): void;
  /** The tutor's voice is (or is no longer) playing. */
  speaking(on: boolean): void;
  /** The connection failed or went away during the call. */
  lost(): void;
  /** Something went wrong that does not end the call (the provider's error, a reply that failed). */
  notice(message: string): void;
  /** The call cannot go on (e.g. the microphone was refused after all). */
  fatal(failure: CallFailure): void;
  /** Messages the call has already stored in the conversation (browser-speech calls store each turn). */
  stored(messages: ChatMessage[]): void;
}

export interface CallSession {
  /** Resolves once connected; rejects with a CallFailure. Returns early, quietly, when released meanwhile. */
  start(): Promise<void>;
  setMuted(muted: boolean): void;
  /** Stops the microphone, the connection, speech and timers. Safe to call at any time, any number of times. */
  release(): void;
  /** Whether its transcript is still to be saved when it ends (Realtime calls), or was stored turn by turn. */
  readonly savesTranscript: boolean;
}

/** A readable reason for a refused or missing microphone. */
export function microphoneProblem(error: unknown, t: Translate): string {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return t("voice.microphone.denied");
  if (name === "NotFoundError" || name === "OverconstrainedError") return t("voice.microphone.notFound");
  if (name === "NotReadableError") return t("voice.microphone.inUse");
  return t("voice.microphone.failed");
}
