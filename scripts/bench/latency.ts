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
    text: `p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · ${Math.round(result.requests.average)} req/s${errors ? ` · ${errors} errors` : ""}`,
  };
}
