import autocannon from "autocannon";
import type { RunningServer } from "./server";

/** A signed-in learner's GET under autocannon: p50, and the row text "p50 … · p99 … · N req/s[ · N errors]". */
export async function latency(
  server: RunningServer,
  cookie: string,
  path: string,
  seconds: number,
  connections: number,
) {
  const result = await autocannon({
    url: server.url + path,
    headers: { Cookie: cookie },
    connections,
    duration: seconds,
  });
  const errors = result.errors + result.non2xx;
  return {
    p50: result.latency.p50,
    requestsPerSecond: Math.round(result.requests.average),
    text: `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${Math.round(result.requests.average)} req/s${errors ? ` · ${errors} errors` : ""}`,
  };
}

/** The p-th percentile of sorted values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Complete German's first scenario with its tutors (the scenario's own read: the list only counts them). */
export async function firstScenario(server: RunningServer): Promise<{ id: string; characters: { id: string }[] }> {
  const course = await (await fetch(`${server.url}/api/courses/complete-german`)).json();
  const path = `${server.url}/api/courses/complete-german/scenarios/${course.chapters[0].scenarios[0].id}`;
  return (await (await fetch(path)).json()).scenario;
}

/** A learner's chat with the first tutor of Complete German's first scenario: its path and the headers to send. */
export async function firstConversation(server: RunningServer, cookie: string) {
  const scenario = await firstScenario(server);
  const headers = { Cookie: cookie, "Content-Type": "application/json", Origin: server.url };
  const path = `${server.url}/api/chat/complete-german/${scenario.id}/${scenario.characters[0]!.id}`;
  const chat = (await (await fetch(path, { headers })).json()) as { id: string };
  return { id: chat.id, path, headers };
}
