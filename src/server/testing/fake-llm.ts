import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake LLM provider for tests and benches: a real local HTTP server speaking OpenAI's Chat Completions
 * (`POST /v1/chat/completions`) and Anthropic's Messages API (`POST /v1/messages`), streamed (SSE) or not.
 * It answers with the object the request's JSON schema asks for (tutor reply, translation, word, hint), and can be
 * told to fail in each way a real provider does. Every request is logged for assertions.
 */

export type FakeBehaviour =
  /** A valid answer for the request's schema. */
  | "ok"
  | "status-500"
  | "status-429"
  | "status-401"
  /** Text that is not JSON. */
  | "malformed"
  /** JSON that does not match the schema (its `message`, if any, is still a string, so it streams first). */
  | "schema-invalid"
  /** Never answers: the caller's timeout has to fire. */
  | "hang";

export type AnswerKind = "reply" | "translation" | "word" | "hint" | "draft";

export interface FakeRequest {
  api: "openai" | "anthropic" | "speech";
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on the provider's wire format
  body: any;
  stream: boolean;
  kind: AnswerKind | undefined;
  /** The JSON schema the request carries for the answer, if any. */
  schema: Record<string, unknown> | undefined;
  /** The caller hung up before the answer was complete. */
  abandoned: boolean;
}

export interface FakeLlm {
  /** Base URL of both APIs, ending in /v1. */
  url: string;
  requests: FakeRequest[];
  /** Behaviours for the next requests, in order; once used up, requests get "ok". */
  queue(...behaviours: FakeBehaviour[]): void;
  /** What "ok" answers, by kind of request; tests may replace them. */
  answers: Record<AnswerKind, unknown>;
  /** Milliseconds before the response starts (the provider's own latency). */
  delayMs: number;
  /** Milliseconds between streamed chunks, and the characters per chunk. */
  chunkDelayMs: number;
  chunkSize: number;
  /** Only the answer's first characters are paced by chunkDelayMs; the rest follows at once (default: all paced). */
  pacedChars: number;
  /** Back to the defaults: no queue, no log, no delays, the default answers. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_ANSWERS: Record<AnswerKind, unknown> = {
  reply: {
    message: "Hallo Anna, schön dich kennenzulernen! Woher kommst du?",
    feedback: {
      hasErrors: true,
      originalText: "ich heise anna",
      correctedText: "Ich heiße Anna.",
      corrections: [
        { original: "ich", corrected: "Ich", category: "capitalisation" },
        { original: "heise", corrected: "heiße", category: "spelling" },
        { original: "anna", corrected: "Anna.", category: "capitalisation" },
      ],
      feedbackText: "Sentences and names start with a capital letter; 'heißen' is written with ß.",
      alternatives: ["Mein Name ist Anna."],
    },
    vocabulary: {
      words: [
        { word: "kennenlernen", meaning: "to get to know" },
        { word: "woher", meaning: "where from" },
      ],
    },
    grammar: {
      topics: [
        {
          name: "W-questions",
          explanation: "The question word comes first, then the verb.",
          example: "Woher kommst du?",
        },
      ],
    },
  },
  translation: { translation: "Hello! Welcome to the café. What would you like?" },
  word: { translation: "coffee", partOfSpeech: "noun", alternateMeanings: ["coffee house"] },
  hint: { hint: "Ich komme aus Hamburg." },
  draft: {
    title: "Returning a broken kettle",
    description: "The kettle I bought last week stopped working. I take it back to the shop.",
    difficulty: "beginner",
    goal: "Get a new kettle or my money back",
    tutorName: "Herr Braun",
    tutorRole: "Shop assistant",
    instructions: "Polite but asks for the receipt.",
    opening: "Guten Tag! Wie kann ich Ihnen helfen?",
    keyPhrases: ["der Wasserkocher", "kaputt", "umtauschen", "der Kassenbon"],
    situation: "shopping-returns",
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which answer a request wants, from the properties of the schema it sends. */
function kindOf(schema: Record<string, unknown> | undefined): AnswerKind | undefined {
  const properties = (schema?.properties ?? {}) as Record<string, unknown>;
  if ("message" in properties) return "reply";
  if ("keyPhrases" in properties) return "draft";
  if ("hint" in properties) return "hint";
  if ("partOfSpeech" in properties) return "word";
  if ("translation" in properties) return "translation";
  return undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: the providers' request bodies
function schemaOf(api: "openai" | "anthropic", body: any): Record<string, unknown> | undefined {
  if (api === "openai") return body.response_format?.json_schema?.schema;
  return (
    body.output_config?.format?.schema ?? body.tools?.find((t: { name: string }) => t.name === "json")?.input_schema
  );
}

function invalidFor(kind: AnswerKind | undefined): unknown {
  if (kind === "reply") return { message: "Hallo!", feedback: "none", vocabulary: "lots" };
  return { answer: 42 };
}

/**
 * What the fake's speech endpoint (`POST /v1/audio/speech`) answers: 1.2 s of a quiet 440 Hz tone as 8 kHz 8-bit WAV,
 * which every browser plays (OpenAI's real answer is MP3; the server passes either through as it comes).
 */
export const FAKE_SPEECH_AUDIO = (() => {
  const rate = 8000;
  const samples = Buffer.alloc(Math.round(rate * 1.2));
  for (let i = 0; i < samples.length; i++) samples[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16); // format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes a second
  header.writeUInt16LE(1, 32); // bytes a frame
  header.writeUInt16LE(8, 34); // bits a sample
  header.write("data", 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
})();
const SPEECH_PIECE = 800;

export async function startFakeLlm(): Promise<FakeLlm> {
  let pending: FakeBehaviour[] = [];
  const open = new Set<ServerResponse>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? "").split("?")[0]!;
    const api = path.endsWith("/chat/completions")
      ? "openai"
      : path.endsWith("/messages")
        ? "anthropic"
        : path.endsWith("/audio/speech")
          ? "speech"
          : undefined;
    if (req.method !== "POST" || !api) {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the providers' request bodies
    let body: any;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      res.writeHead(400).end();
      return;
    }
    const schema = api === "speech" ? undefined : schemaOf(api, body);
    const kind = kindOf(schema);
    const stream = body.stream === true;
    const logged: FakeRequest = { api, path, headers: req.headers, body, stream, kind, schema, abandoned: false };
    fake.requests.push(logged);
    res.on("close", () => {
      if (!res.writableFinished) logged.abandoned = true;
    });

    const behaviour = pending.shift() ?? "ok";
    if (behaviour === "hang") {
      open.add(res);
      return;
    }
    if (fake.delayMs > 0) await sleep(fake.delayMs);
    if (behaviour.startsWith("status-")) {
      const status = Number(behaviour.slice(7));
      res.writeHead(status, { "Content-Type": "application/json", ...(status === 429 ? { "retry-after": "20" } : {}) });
      res.end(JSON.stringify(errorBody(api === "anthropic" ? "anthropic" : "openai", status)));
      return;
    }
    if (api === "speech") {
      // OpenAI's speech API streams the audio as it is made: here in pieces, paced like a streamed reply.
      res.writeHead(200, { "Content-Type": "audio/wav", "Transfer-Encoding": "chunked" });
      for (let at = 0; at < FAKE_SPEECH_AUDIO.length; at += SPEECH_PIECE) {
        if (res.destroyed) return;
        if (at > 0 && fake.chunkDelayMs > 0) await sleep(fake.chunkDelayMs);
        res.write(FAKE_SPEECH_AUDIO.subarray(at, at + SPEECH_PIECE));
      }
      res.end();
      return;
    }
    const text =
      behaviour === "malformed"
        ? 'Sure! Here is my answer: {"message": "Hallo", oops'
        : JSON.stringify(behaviour === "schema-invalid" ? invalidFor(kind) : kind ? fake.answers[kind] : "Hallo!");
    const asTool = api === "anthropic" && !body.output_config?.format && Boolean(schema);
    if (!stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          api === "openai" ? openaiCompletion(body.model, text) : anthropicMessage(body.model, text, asTool),
        ),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const pieces = text.match(new RegExp(`[\\s\\S]{1,${fake.chunkSize}}`, "g")) ?? [];
    const events = api === "openai" ? openaiEvents(body.model, pieces) : anthropicEvents(body.model, pieces, asTool);
    let sent = 0;
    for (const [i, event] of events.entries()) {
      if (res.destroyed) return;
      if (i > 0 && fake.chunkDelayMs > 0 && sent < fake.pacedChars) await sleep(fake.chunkDelayMs);
      res.write(event);
      // The first event of either API carries no text (OpenAI's carries the first piece): count roughly.
      sent += fake.chunkSize;
    }
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeLlm = {
    url: `http://127.0.0.1:${port}/v1`,
    requests: [],
    queue: (...behaviours) => {
      pending.push(...behaviours);
    },
    answers: structuredClone(DEFAULT_ANSWERS),
    delayMs: 0,
    chunkDelayMs: 0,
    chunkSize: 12,
    pacedChars: Number.POSITIVE_INFINITY,
    reset() {
      pending = [];
      fake.requests.length = 0;
      fake.answers = structuredClone(DEFAULT_ANSWERS);
      fake.delayMs = 0;
      fake.chunkDelayMs = 0;
      fake.chunkSize = 12;
      fake.pacedChars = Number.POSITIVE_INFINITY;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function errorBody(api: "openai" | "anthropic", status: number) {
  const [type, message] =
    status === 429
      ? ["rate_limit_error", "Rate limit reached for requests"]
      : status === 401
        ? ["authentication_error", "Incorrect API key provided: sk-fake-***"]
        : ["api_error", "The server had an error while processing your request."];
  return api === "openai" ? { error: { message, type, code: null } } : { type: "error", error: { type, message } };
}

const sse = (data: unknown, event?: string) => `${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`;

function openaiCompletion(model: string, text: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

function openaiEvents(model: string, pieces: string[]): string[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    sse({
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  const [first = "", ...rest] = pieces;
  return [
    chunk({ role: "assistant", content: first }),
    ...rest.map((content) => chunk({ content })),
    chunk({}, "stop"),
    "data: [DONE]\n\n",
  ];
}

function anthropicMessage(model: string, text: string, asTool: boolean) {
  return {
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model,
    content: asTool
      ? [{ type: "tool_use", id: "toolu_fake", name: "json", input: safeParse(text) }]
      : [{ type: "text", text }],
    stop_reason: asTool ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  };
}

function anthropicEvents(model: string, pieces: string[], asTool: boolean): string[] {
  const block = asTool ? { type: "tool_use", id: "toolu_fake", name: "json", input: {} } : { type: "text", text: "" };
  const delta = (piece: string) =>
    asTool ? { type: "input_json_delta", partial_json: piece } : { type: "text_delta", text: piece };
  return [
    sse(
      {
        type: "message_start",
        message: {
          id: "msg_fake",
          type: "message",
          role: "assistant",
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 1 },
        },
      },
      "message_start",
    ),
    sse({ type: "content_block_start", index: 0, content_block: block }, "content_block_start"),
    ...pieces.map((piece) =>
      sse({ type: "content_block_delta", index: 0, delta: delta(piece) }, "content_block_delta"),
    ),
    sse({ type: "content_block_stop", index: 0 }, "content_block_stop"),
    sse(
      {
        type: "message_delta",
        delta: { stop_reason: asTool ? "tool_use" : "end_turn", stop_sequence: null },
        usage: { output_tokens: 50 },
      },
      "message_delta",
    ),
    sse({ type: "message_stop" }, "message_stop"),
  ];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
