import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../../db/client";
import { createRouter } from "../../http/router";
import { createDatabaseProbe } from "./probe";

const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.object({ kind: z.enum(["pglite", "postgres"]), reachable: z.boolean() }),
    uptimeSeconds: z.number(),
  })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/health",
  tags: ["health"],
  summary: "Liveness and database reachability",
  responses: {
    200: { content: { "application/json": { schema: healthSchema } }, description: "Up, database reachable" },
    503: { content: { "application/json": { schema: healthSchema } }, description: "Up, database unreachable" },
  },
});

/** One probe per database (the app's; a test's own), kept across requests: it is what limits the pings. */
const probes = new WeakMap<Database, () => Promise<boolean>>();
function probeOf(database: Database) {
  let probe = probes.get(database);
  if (!probe) {
    probe = createDatabaseProbe(database);
    probes.set(database, probe);
  }
  return probe;
}

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const { database } = c.get("services");
  const reachable = await probeOf(database)();
  const body = {
    status: reachable ? ("ok" as const) : ("degraded" as const),
    database: { kind: database.kind, reachable },
    uptimeSeconds: Math.round(process.uptime()),
  };
  c.header("Cache-Control", "no-store");
  return reachable ? c.json(body, 200) : c.json(body, 503);
});
