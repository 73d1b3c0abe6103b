import { spawn } from "node:child_process";
import { firstConversation, percentile } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { type RunningServer, startServer } from "./server";

/**
 * The fake provider's own latency before its first byte (subtracted from what the learner waits), then a chunk every
 * 10 ms like a model writing ~100 tokens a second; its first chunk already holds the start of the message.
 */
const PROVIDER_DELAY_MS = 50;
const CHUNK_EVERY_MS = 10;
const CHUNK_CHARS = 16;

/** Send -> first text event of the NDJSON reply, minus the provider's delay: the overhead our server adds. */
async function firstTokenTimes(server: RunningServer, count: number, providerDelayMs: number) {
  const { id, headers } = await firstConversation(server, await sessionCookie(server, await verifiedUser(server)));
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/chat/conversations/${id}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({ clientId: `bench-llm-${i}-${Date.now()}`, content: "ich heise anna" }),
    });
    if (!res.ok || !res.body) throw new Error(`reply failed: ${res.status}`);
    let first: number | undefined;
    let text = "";
    for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
      text += chunk;
      first ??= text.includes('"type":"text"') ? performance.now() : undefined;
    }
    if (first === undefined || !text.includes('"type":"done"')) throw new Error(`no streamed reply: ${text}`);
    times.push(first - started - providerDelayMs);
  }
  return times.sort((a, b) => a - b);
}

/** The fake provider in its own process, so that its work does not share an event loop with the measuring. */
async function startFakeProvider() {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/bench/fake-llm-process.ts",
      ...[PROVIDER_DELAY_MS, CHUNK_EVERY_MS, CHUNK_CHARS].map(String),
    ],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (data) => resolve(String(data).trim()));
    child.once("exit", () => reject(new Error("the fake provider exited during start")));
  });
  return { url, stop: () => child.kill() };
}

const figure = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms`;

/** Warm-up, then 100 replies. */
const measure = async (server: RunningServer, providerDelayMs: number) => {
  await firstTokenTimes(server, 5, providerDelayMs);
  return firstTokenTimes(server, 100, providerDelayMs);
};

const UNLIMITED = { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000", TUTOR_CALLS_PER_MINUTE: "100000000" };

/** First-token times through a server on the fake provider; `env` may point it at PostgreSQL. */
async function llmFirstTokens(env: Record<string, string>) {
  const fake = await startFakeProvider();
  const llm = await startServer({
    TUTOR_PROVIDER: "openai-compatible",
    OPENAI_BASE_URL: fake.url,
    ...UNLIMITED,
    ...env,
  });
  try {
    return await measure(llm, PROVIDER_DELAY_MS);
  } finally {
    await llm.stop();
    fake.stop();
  }
}

/** The LLM row again with the server on PostgreSQL. */
export async function llmPostgresRow(databaseUrl: string): Promise<[string, string, string]> {
  return [
    `LLM reply: send -> first streamed text minus the fake provider's ${PROVIDER_DELAY_MS} ms, PostgreSQL, 100 replies`,
    figure(await llmFirstTokens({ DATABASE_URL: databaseUrl })),
    "p50 <= 20 ms",
  ];
}

/**
 * Time to the first streamed text through our server with an LLM provider, minus the provider's own delay; and the
 * same with the offline tutor, which shows what the request path without any provider costs (session, database).
 */
export async function llmRows(): Promise<[string, string, string][]> {
  const llmTimes = await llmFirstTokens({});
  const offline = await startServer(UNLIMITED);
  try {
    const offlineTimes = await measure(offline, 0);
    return [
      [
        `LLM reply: send -> first streamed text minus the fake provider's ${PROVIDER_DELAY_MS} ms, PGlite, 100 replies`,
        figure(llmTimes),
        "p50 <= 20 ms",
      ],
      [
        "offline reply: send -> first streamed text (same path, no provider), PGlite, 100 replies",
        figure(offlineTimes),
        "report",
      ],
    ];
  } finally {
    await offline.stop();
  }
}
