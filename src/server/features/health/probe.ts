import type { Database } from "../../db/client";

/**
 * Database reachability for the health route. Concurrent checks share one ping, and a result is reused for
 * `maxAgeMs`, so a load balancer polling hard never turns into database load (and latency stays flat).
 */
export function createDatabaseProbe(database: Database, maxAgeMs = 1000) {
  let last: { reachable: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;

  return async function reachable(): Promise<boolean> {
    if (last && Date.now() - last.at < maxAgeMs) return last.reachable;
    inFlight ??= database.ping().then((ok) => {
      last = { reachable: ok, at: Date.now() };
      inFlight = undefined;
      return ok;
    });
    return inFlight;
  };
}
