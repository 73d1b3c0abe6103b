import type { ChatMessage } from "../../../shared/schemas/chat";
import type { LanguageCode } from "../../../shared/schemas/course";
import { SPEECH_LANGUAGE } from "../../../shared/schemas/speech-values";
import { chatApi } from "../chat";
import { speak, stopSpeaking } from "../speech";
import { CALL_MESSAGES, type CallEvents, CallFailure, type CallSession, type Translate } from "./call";
import type { Line } from "./transcript";

/**
 * A voice call without OpenAI Realtime: the browser's speech recognition hears the learner, each sentence goes to the
 * regular tutor as a chat message (stored, corrected, like a typed one), and the browser's speech synthesis speaks
 * the tutor's reply at the learner's speech speed.
 */

/** The parts of the Web Speech API a call uses (not in every TypeScript DOM library, nor in every browser). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, if it has one. */
export function speechRecognition(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export interface SpeechCallOptions {
  conversationId: string;
  language: LanguageCode;
  /** Speech synthesis rate (the speech-speed setting). */
  rate: number;
  /** What the tutor says when the call starts (their latest line in the chat). */
  greeting?: string;
  events: CallEvents;
  t: Translate;
}

export class SpeechCall implements CallSession {
  readonly savesTranscript = false;
  private recognition: Recognition | undefined;
  private lines: Line[] = [];
  private listening = false;
  private busy = false;
  private muted = false;
  private released = false;

  constructor(private readonly options: SpeechCallOptions) {}

  async start(): Promise<void> {
    const Constructor = speechRecognition();
    const { t } = this.options;
    if (!Constructor) throw new CallFailure(t(CALL_MESSAGES.initFailed), t("voice.error.noRecognition"));
    const recognition = new Constructor();
    recognition.lang = SPEECH_LANGUAGE[this.options.language];
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      const text = result?.[0]?.transcript.trim();
      if (text) void this.turn(text);
    };
    recognition.onerror = (event) => this.onError(event.error);
    recognition.onend = () => {
      this.listening = false;
      this.listen();
    };
    this.recognition = recognition;
    // Connected at once; the tutor greets, then the learner is heard.
    setTimeout(() => void this.greet(), 0);
  }

  setMuted(muted: boolean) {
    this.muted = muted;
    if (muted) this.stopListening();
    else this.listen();
  }

  release() {
    this.released = true;
    if (this.recognition) {
      this.recognition.onresult = this.recognition.onerror = this.recognition.onend = null;
      this.recognition.abort();
    }
    stopSpeaking();
    this.options.events.speaking(false);
  }

  private async greet() {
    if (this.options.greeting) await this.say(this.options.greeting);
    this.listen();
  }

  private listen() {
    if (this.released || this.muted || this.busy || this.listening || !this.recognition) return;
    try {
      this.recognition.start();
      this.listening = true;
    } catch {
      // Already started: nothing to do.
    }
  }

  private stopListening() {
    if (!this.listening) return;
    this.recognition?.abort();
    this.listening = false;
  }

  private onError(error: string) {
    if (this.released) return;
    if (error === "not-allowed" || error === "service-not-allowed" || error === "audio-capture") {
      const { t } = this.options;
      const reason = error === "audio-capture" ? t("voice.microphone.notFound") : t("voice.microphone.denied");
      this.options.events.fatal(new CallFailure(t(CALL_MESSAGES.initFailed), reason));
    } else if (error === "network") {
      this.options.events.lost();
    }
    // no-speech, aborted: recognition ends and starts listening again.
  }

  private setLines(lines: Line[]) {
    this.lines = lines;
    this.options.events.lines(lines);
  }

  /** One exchange: what the learner said goes to the tutor; the reply is shown, stored and spoken. */
  private async turn(text: string) {
    if (this.released) return;
    this.busy = true;
    this.stopListening();
    const clientId = crypto.randomUUID();
    this.setLines([...this.lines, { id: clientId, sender: "user", text, done: true }]);
    let stored: { userMessage: ChatMessage; reply: ChatMessage } | undefined;
    try {
      await chatApi.send(this.options.conversationId, clientId, text, (event) => {
        if (event.type === "done") stored = event;
      });
    } catch (error) {
      console.error("voice turn failed", error);
    }
    if (this.released) return;
    if (stored) {
      this.options.events.stored([stored.userMessage, stored.reply]);
      this.setLines([...this.lines, { id: stored.reply.id, sender: "ai", text: stored.reply.content, done: true }]);
      await this.say(stored.reply.content);
    } else {
      this.setLines(this.lines.filter((line) => line.id !== clientId));
      this.options.events.notice(this.options.t(CALL_MESSAGES.replyFailed));
    }
    this.busy = false;
    this.listen();
  }

  /** Speaks a line; resolves when it has been spoken (or could not be: some browsers have no voice at all). */
  private async say(text: string): Promise<void> {
    if (this.released) return;
    await speak({
      key: "voice-call",
      text,
      language: this.options.language,
      rate: this.options.rate,
      onStart: () => this.options.events.speaking(true),
    });
    this.options.events.speaking(false);
  }
}
