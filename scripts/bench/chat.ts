import autocannon from "autocannon";
import { firstConversation, percentile } from "./latency";
import { sessionCookie, verifiedUser } from "./learner";
import { type RunningServer, startServer } from "./server";

const SENTENCES = [
  "ich heise anna und wohne in berlin",
  "Ich möchte einen Kaffee, bitte.",
  "wo ist der bahnhof",
  // Several things told at once and a question asked back: the tutor's listening, not only its script.
  "Guten Tag! Ich heiße Tom, ich komme aus England, ich wohne seit gestern im dritten Stock und ich bin Lehrer. Und Sie?",
];

/** Offline tutor reply, measured as a learner sees it: send -> whole NDJSON stream read, one request at a time. */
export async function replyTimes(server: RunningServer, cookie: string, count: number, sentences = SENTENCES) {
  return timeReplies(server, await firstConversation(server, cookie), count, sentences);
}

/** The same in a given conversation (its id, and the learner's headers): the sorted times of `count` replies. */
export async function timeReplies(
  server: RunningServer,
  { id, headers }: { id: string; headers: Record<string, string> },
  count: number,
  sentences: readonly string[] = SENTENCES,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/chat/conversations/${id}/messages`, {
      method: "POST",
      headers,
      body: JSON.stringify({ clientId: `bench-${i}-${Date.now()}`, content: sentences[i % sentences.length] }),
    });
    await res.text();
    if (!res.ok) throw new Error(`reply failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function chatRows(seconds: number): Promise<[string, string, string][]> {
  const server = await startServer({ AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000000" });
  try {
    const credentials = await verifiedUser(server);
    const cookie = await sessionCookie(server, credentials);
    await replyTimes(server, cookie, 5); // warm-up: the German dictionary loads on first use
    const times = await replyTimes(server, cookie, 200);
    const words = await autocannon({
      url: `${server.url}/api/chat/complete-german/translate-word`,
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ word: "Kaffees" }),
      connections: 32,
      duration: seconds,
    });
    return [
      [
        "offline reply (send -> stream read), PGlite, sequential, 200 replies",
        `p50 ${percentile(times, 50).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms`,
        "<= 50 ms",
      ],
      [
        "POST translate-word, PGlite, 32 connections",
        `p50 ${words.latency.p50} ms · p99 ${words.latency.p99} ms · ${Math.round(words.requests.average)} req/s${words.non2xx ? ` · ${words.non2xx} errors` : ""}`,
        "report",
      ],
    ];
  } finally {
    await server.stop();
  }
}
