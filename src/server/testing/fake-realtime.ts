import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type RTCDataChannel,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  MediaStreamTrack as WeriftTrack,
} from "werift";

/**
 * A fake OpenAI Realtime provider for tests: a real local HTTP server with the two endpoints a voice call uses,
 * `POST /v1/realtime/client_secrets` (the server asks for an ephemeral key) and `POST /v1/realtime/calls` (the
 * browser sends its SDP offer with that key), and behind the second a real WebRTC peer (werift) that answers the
 * offer, sends back an audio track (a tone while the tutor "speaks", PCMU so no encoder is needed) and plays the
 * tutor's side of the Realtime events over the browser's data channel. Every request and event is logged for
 * assertions; each endpoint can be told to fail like the real one does.
 */

export type SecretBehaviour = "ok" | "status-500" | "status-401";
export type CallBehaviour = "ok" | "status-400" | "status-401" | "status-500" | "bad-sdp";

export interface SecretRequest {
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the provider's wire format
  body: any;
}

export interface CallRequest {
  headers: IncomingHttpHeaders;
  sdp: string;
}

export interface FakeRealtime {
  /** Base URL of the API, ending in /v1 (what REALTIME_BASE_URL is set to). */
  url: string;
  secretRequests: SecretRequest[];
  callRequests: CallRequest[];
  /** Every client event received over the data channels, parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: Realtime client events
  events: any[];
  /** Behaviours for the next requests of each endpoint, in order; once used up, requests get "ok". */
  queueSecret(...behaviours: SecretBehaviour[]): void;
  queueCall(...behaviours: CallBehaviour[]): void;
  /** What the tutor says, one line per response.create, in order (the last one repeats). */
  replies: string[];
  /** What the learner "says" after the tutor's first line (a transcription event), or nothing. */
  learnerLine: string | undefined;
  /** Milliseconds the tutor's audio (a tone) plays for each line. */
  speakingMs: number;
  /** Milliseconds before the client secret is answered (the provider's latency). */
  secretDelayMs: number;
  /** Sends a server event to every open data channel. */
  send(event: Record<string, unknown>): void;
  /** Drops every call: the peer connections close without a word, as when the provider goes away. */
  drop(): Promise<void>;
  /** Back to the defaults: no queues, no logs, the default script. Open calls are dropped. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const FAKE_REPLIES = ["Hallo! Willkommen im Café. Was möchtest du trinken?", "Gern! Mit Milch oder ohne?"];
export const FAKE_LEARNER_LINE = "Ich möchte einen Kaffee, bitte.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Authorization, Content-Type",
  "Access-Control-Expose-Headers": "Location",
};

/** G.711 mu-law encoding of one 16-bit sample. */
function muLaw(sample: number): number {
  const BIAS = 0x84;
  const sign = sample < 0 ? 0x80 : 0;
  let s = Math.min(Math.abs(sample), 32635) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
  const mantissa = (s >> (exponent + 3)) & 0x0f;
  s = ~(sign | (exponent << 4) | mantissa);
  return s & 0xff;
}

const SAMPLES_PER_PACKET = 160; // 20 ms at 8 kHz
const SILENCE = Buffer.alloc(SAMPLES_PER_PACKET, muLaw(0));
/** 20 ms of a 440 Hz tone at half volume, phase-continuous from packet to packet (440 Hz fits 8.8 periods: use 400). */
const TONE = Buffer.from(
  Array.from({ length: SAMPLES_PER_PACKET }, (_, i) =>
    muLaw(Math.round(16000 * Math.sin((2 * Math.PI * 400 * i) / 8000))),
  ),
);

/** One call: the werift peer, its audio sender and the data channel the browser opened. */
class Call {
  readonly pc = new RTCPeerConnection({
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: "audio/PCMU", clockRate: 8000, channels: 1, payloadType: 0 })],
    },
    iceUseIpv6: false,
  });
  readonly track = new WeriftTrack({ kind: "audio" });
  channel: RTCDataChannel | undefined;
  private speakingUntil = 0;
  private sequence = Math.floor(Math.random() * 60000);
  private timestamp = Math.floor(Math.random() * 2 ** 31);
  private readonly ssrc = Math.floor(Math.random() * 2 ** 31);
  private readonly audioTimer: NodeJS.Timeout;
  private responses = 0;
  closed = false;

  constructor(private readonly fake: FakeRealtime) {
    this.audioTimer = setInterval(() => this.sendAudio(), 20);
    this.pc.onDataChannel.subscribe((channel) => {
      this.channel = channel;
      channel.onMessage.subscribe((data) => this.onClientEvent(String(data)));
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === "closed" || state === "failed") this.stop();
    });
  }

  async answer(offer: string): Promise<string> {
    await this.pc.setRemoteDescription({ type: "offer", sdp: offer });
    const transceiver = this.pc.getTransceivers().find((t) => t.kind === "audio");
    if (transceiver) {
      transceiver.setDirection("sendrecv");
      await transceiver.sender.replaceTrack(this.track);
    }
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    for (let i = 0; i < 100 && this.pc.iceGatheringState !== "complete"; i++) await sleep(20);
    return this.pc.localDescription!.sdp;
  }

  private sendAudio() {
    if (this.closed || this.pc.connectionState !== "connected") return;
    const payload = Date.now() < this.speakingUntil ? TONE : SILENCE;
    const header = new RtpHeader({
      payloadType: 0,
      sequenceNumber: this.sequence,
      timestamp: this.timestamp,
      ssrc: this.ssrc,
      marker: false,
    });
    this.sequence = (this.sequence + 1) % 65536;
    this.timestamp = (this.timestamp + SAMPLES_PER_PACKET) % 2 ** 32;
    this.track.writeRtp(new RtpPacket(header, payload));
  }

  send(event: Record<string, unknown>) {
    if (this.channel?.readyState === "open") {
      this.channel.send(JSON.stringify({ event_id: `event_${randomBytes(4).toString("hex")}`, ...event }));
    }
  }

  private onClientEvent(text: string) {
    let event: { type?: string };
    try {
      event = JSON.parse(text);
    } catch {
      this.send({ type: "error", error: { type: "invalid_request_error", message: "Invalid JSON" } });
      return;
    }
    this.fake.events.push(event);
    if (event.type === "response.create") void this.respond();
  }

  /** The tutor speaks one line: audio plus its transcript; after the first, the learner answers once. */
  private async respond() {
    const index = this.responses++;
    const line = this.fake.replies[Math.min(index, this.fake.replies.length - 1)] ?? "";
    const itemId = `item_ai_${index}`;
    const responseId = `resp_${index}`;
    this.send({ type: "response.created", response: { id: responseId, status: "in_progress" } });
    this.speakingUntil = Date.now() + this.fake.speakingMs;
    this.send({ type: "output_audio_buffer.started", response_id: responseId });
    const words = line.split(" ");
    for (const [i, word] of words.entries()) {
      if (this.closed) return;
      await sleep(this.fake.speakingMs / (words.length + 1));
      const delta = i === 0 ? word : ` ${word}`;
      this.send({ type: "response.output_audio_transcript.delta", response_id: responseId, item_id: itemId, delta });
    }
    this.send({
      type: "response.output_audio_transcript.done",
      response_id: responseId,
      item_id: itemId,
      transcript: line,
    });
    await sleep(Math.max(0, this.speakingUntil - Date.now()));
    this.send({ type: "output_audio_buffer.stopped", response_id: responseId });
    this.send({ type: "response.done", response: { id: responseId, status: "completed" } });

    const learnerLine = this.fake.learnerLine;
    if (index === 0 && learnerLine && !this.closed) {
      const userItem = `item_user_${index}`;
      await sleep(300);
      this.send({ type: "input_audio_buffer.speech_started", item_id: userItem });
      this.send({ type: "input_audio_buffer.committed", item_id: userItem });
      // As with the real service, the learner's transcript may come after the tutor has begun to answer.
      void this.respond();
      await sleep(100);
      this.send({
        type: "conversation.item.input_audio_transcription.completed",
        item_id: userItem,
        content_index: 0,
        transcript: learnerLine,
      });
    }
  }

  stop() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.audioTimer);
  }

  async close() {
    this.stop();
    await this.pc.close();
  }
}

export async function startFakeRealtime(): Promise<FakeRealtime> {
  let secretQueue: SecretBehaviour[] = [];
  let callQueue: CallBehaviour[] = [];
  const keys = new Set<string>();
  const calls = new Set<Call>();

  const reply = (res: ServerResponse, status: number, body: string, type = "application/json") => {
    res.writeHead(status, { ...CORS, "Content-Type": type }).end(body);
  };
  const error = (res: ServerResponse, status: number, message: string, type = "invalid_request_error") =>
    reply(res, status, JSON.stringify({ error: { message, type, code: null, param: null } }));

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const path = (req.url ?? "").split("?")[0]!;
    if (req.method === "OPTIONS") {
      res.writeHead(204, CORS).end();
      return;
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";

    if (req.method === "POST" && path === "/v1/realtime/client_secrets") {
      // biome-ignore lint/suspicious/noExplicitAny: the request body as sent
      let body: any;
      try {
        body = JSON.parse(text);
      } catch {
        return error(res, 400, "We could not parse the JSON body of your request.");
      }
      fake.secretRequests.push({ headers: req.headers, body });
      if (fake.secretDelayMs > 0) await sleep(fake.secretDelayMs);
      const behaviour = secretQueue.shift() ?? "ok";
      if (behaviour === "status-500") return error(res, 500, "The server had an error.", "server_error");
      if (behaviour === "status-401" || !bearer.startsWith("sk-")) {
        return error(res, 401, "Incorrect API key provided.");
      }
      const value = `ek_${randomBytes(12).toString("hex")}`;
      keys.add(value);
      const expiresAt = Math.floor(Date.now() / 1000) + 600;
      return reply(
        res,
        200,
        JSON.stringify({ value, expires_at: expiresAt, session: { type: "realtime", ...body.session } }),
      );
    }

    if (req.method === "POST" && path === "/v1/realtime/calls") {
      fake.callRequests.push({ headers: req.headers, sdp: text });
      const behaviour = callQueue.shift() ?? "ok";
      if (behaviour === "status-400") return error(res, 400, "Invalid SDP offer.");
      if (behaviour === "status-500") return error(res, 500, "The server had an error.", "server_error");
      if (behaviour === "status-401" || !keys.has(bearer)) return error(res, 401, "Invalid ephemeral key.");
      if (behaviour === "bad-sdp") return reply(res, 201, "this is not an SDP answer", "application/sdp");
      const call = new Call(fake);
      calls.add(call);
      try {
        const answer = await call.answer(text);
        res.writeHead(201, { ...CORS, "Content-Type": "application/sdp", Location: "/v1/realtime/calls/rtc_fake" });
        res.end(answer);
      } catch (err) {
        calls.delete(call);
        await call.close();
        error(res, 400, `Could not answer the offer: ${(err as Error).message}`);
      }
      return;
    }
    error(res, 404, "Not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const dropAll = async () => {
    const open = [...calls];
    calls.clear();
    await Promise.all(open.map((call) => call.close()));
  };

  const fake: FakeRealtime = {
    url: `http://127.0.0.1:${port}/v1`,
    secretRequests: [],
    callRequests: [],
    events: [],
    queueSecret: (...behaviours) => {
      secretQueue.push(...behaviours);
    },
    queueCall: (...behaviours) => {
      callQueue.push(...behaviours);
    },
    replies: [...FAKE_REPLIES],
    learnerLine: FAKE_LEARNER_LINE,
    speakingMs: 1200,
    secretDelayMs: 0,
    send: (event) => {
      for (const call of calls) call.send(event);
    },
    drop: dropAll,
    async reset() {
      await dropAll();
      secretQueue = [];
      callQueue = [];
      fake.secretRequests.length = 0;
      fake.callRequests.length = 0;
      fake.events.length = 0;
      fake.replies = [...FAKE_REPLIES];
      fake.learnerLine = FAKE_LEARNER_LINE;
      fake.speakingMs = 1200;
      fake.secretDelayMs = 0;
    },
    async close() {
      await dropAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
