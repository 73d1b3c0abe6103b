import type { RequestIdVariables } from "hono/request-id";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";

/** What every request handler can reach: the composed services of app.ts. */
export interface Services {
  env: Env;
  database: Database;
  logger: Logger;
}

export type AppEnv = { Variables: RequestIdVariables & { services: Services } };
