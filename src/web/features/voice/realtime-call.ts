import { EVENTS_CHANNEL, FIRST_USER_TEXT, MICROPHONE_CONSTRAINTS } from "../../../shared/schemas/voice-values";
import { ApiError } from "../../lib/api";
import { voiceApi } from "./api";
import {
  CALL_MESSAGES,
  type CallEvents,
  CallFailure,
  type CallSession,
  microphoneProblem,
  type Translate,
} from "./call";
import { applyEvent, type Line } from "./transcript";

/**
 * A call with OpenAI Realtime over WebRTC (learning-experience §7.2): the microphone (§5), an ephemeral key from our
 * server, the SDP offer posted to the provider with that key, the tutor's audio played (and measured, so the avatar
 * can pulse) and the Realtime events on a data channel; once it opens, 'Hi' and a response request make the tutor
 * speak first.
 */

/** How long the peer connection may take to open after the SDP exchange. */
const CONNECT_TIMEOUT_MS = 15_000;
/** The tutor counts as speaking while the audio level stays above this (0-1 RMS), and a little after. */
const SPEAKING_LEVEL = 0.02;
const SPEAKING_HOLD_MS = 250;

export class RealtimeCall implements CallSession {
  readonly savesTranscript = true;
  private mic: MediaStream | undefined;
  private pc: RTCPeerConnection | undefined;
  private channel: RTCDataChannel | undefined;
  private audio: HTMLAudioElement | undefined;
  private source: MediaStreamAudioSourceNode | undefined;
  private levelTimer: ReturnType<typeof setInterval> | undefined;
  private readonly requests = new AbortController();
  private settle: ((failure?: CallFailure) => void) | undefined;
  private connected = false;
  private released = false;
  private isSpeaking = false;
  private lines: Line[] = [];

  constructor(
    private readonly conversationId: string,
    private readonly ctx: AudioContext,
    private readonly events: CallEvents,
    private readonly t: Translate,
  ) {}

  async start(): Promise<void> {
    try {
      this.mic = await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    } catch (error) {
      throw new CallFailure(this.t(CALL_MESSAGES.initFailed), microphoneProblem(error, this.t));
    }
    if (this.released) return this.release();

    let session: Awaited<ReturnType<typeof voiceApi.session>>;
    try {
      session = await voiceApi.session(this.conversationId, this.requests.signal);
    } catch (error) {
      if (this.released) return;
      // A refusal says how to go on (too many calls this minute); other failures only the spec's message.
      const refused = error instanceof ApiError && (error.status === 429 || error.status === 409);
      throw new CallFailure(this.t(CALL_MESSAGES.noSession), refused ? error.message : undefined);
    }
    if (this.released) return;

    const pc = new RTCPeerConnection();
    this.pc = pc;
    const opened = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle?.(new CallFailure(this.t(CALL_MESSAGES.establishFailed))),
        CONNECT_TIMEOUT_MS,
      );
      this.settle = (failure) => {
        clearTimeout(timer);
        this.settle = undefined;
        if (failure) reject(failure);
        else resolve();
      };
    });
    opened.catch(() => {}); // awaited below; a failure before that point must not go unhandled
    pc.ontrack = (event) => this.play(event.streams[0] ?? new MediaStream([event.track]));
    for (const track of this.mic.getAudioTracks()) pc.addTrack(track, this.mic);
    const channel = pc.createDataChannel(EVENTS_CHANNEL);
    this.channel = channel;
    channel.onopen = () => this.onOpen();
    channel.onmessage = (event) => this.onServerEvent(event.data);
    channel.onclose = () => this.onDropped();
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === "failed" || pc.connectionState === "disconnected") this.onDropped();
    };

    await pc.setLocalDescription(await pc.createOffer());
    let answer: Response;
    try {
      answer = await fetch(session.calls_url, {
        method: "POST",
        body: pc.localDescription?.sdp,
        headers: { Authorization: `Bearer ${session.ephemeral_key}`, "Content-Type": "application/sdp" },
        signal: this.requests.signal,
      });
    } catch {
      if (this.released) return;
      throw new CallFailure(this.t(CALL_MESSAGES.establishFailed));
    }
    if (this.released) return;
    if (!answer.ok) throw new CallFailure(this.t(CALL_MESSAGES.connectFailed, { status: answer.status }));
    try {
      await pc.setRemoteDescription({ type: "answer", sdp: await answer.text() });
    } catch {
      if (this.released) return;
      throw new CallFailure(this.t(CALL_MESSAGES.establishFailed));
    }
    await opened;
  }

  setMuted(muted: boolean) {
    for (const track of this.mic?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  release() {
    this.released = true;
    this.requests.abort();
    this.settle?.();
    for (const track of this.mic?.getTracks() ?? []) track.stop();
    if (this.channel) {
      this.channel.onopen = this.channel.onmessage = this.channel.onclose = null;
      this.channel.close();
    }
    if (this.pc) {
      this.pc.ontrack = this.pc.onconnectionstatechange = null;
      for (const receiver of this.pc.getReceivers()) receiver.track.stop();
      this.pc.close();
    }
    clearInterval(this.levelTimer);
    this.source?.disconnect();
    if (this.audio) {
      this.audio.pause();
      this.audio.srcObject = null;
    }
    this.speaking(false);
  }

  private onOpen() {
    this.send({
      type: "conversation.item.create",
      item: { type: "message", role: "user", content: [{ type: "input_text", text: FIRST_USER_TEXT }] },
    });
    this.send({ type: "response.create" });
    this.connected = true;
    this.settle?.();
  }

  /** The connection failed or closed: before the call was connected it never was; after, it is lost. */
  private onDropped() {
    if (this.released) return;
    if (!this.connected) this.settle?.(new CallFailure(this.t(CALL_MESSAGES.establishFailed)));
    else this.events.lost();
  }

  private send(event: Record<string, unknown>) {
    if (this.channel?.readyState === "open") this.channel.send(JSON.stringify(event));
  }

  private onServerEvent(data: unknown) {
    let event: { type?: string; error?: { message?: string } };
    try {
      event = JSON.parse(String(data));
    } catch {
      return;
    }
    if (event.type === "error") {
      this.events.notice(event.error?.message || this.t(CALL_MESSAGES.callError));
      return;
    }
    const next = applyEvent(this.lines, event);
    if (next !== this.lines) {
      this.lines = next;
      this.events.lines(next);
    }
  }

  /** Plays the tutor's audio and watches its level (AnalyserNode) for the avatar's pulse. */
  private play(stream: MediaStream) {
    if (this.released) return;
    // Chrome feeds a remote WebRTC stream into Web Audio only while a media element plays it too.
    this.audio ??= new Audio();
    this.audio.autoplay = true;
    this.audio.srcObject = stream;
    void this.audio.play().catch(() => {});
    this.source?.disconnect();
    this.source = this.ctx.createMediaStreamSource(stream);
    const analyser = this.ctx.createAnalyser();
    analyser.fftSize = 512;
    this.source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let lastLoud = 0;
    clearInterval(this.levelTimer);
    this.levelTimer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const now = performance.now();
      if (Math.sqrt(sum / samples.length) > SPEAKING_LEVEL) lastLoud = now;
      this.speaking(now - lastLoud < SPEAKING_HOLD_MS);
    }, 50);
  }

  private speaking(on: boolean) {
    if (on === this.isSpeaking) return;
    this.isSpeaking = on;
    this.events.speaking(on);
  }
}
