import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "../../shared/schemas/auth";
import type { Auth } from "../auth/auth";
import type { SessionMemo } from "../auth/session-memo";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";

/** What every request handler can reach: the composed services of app.ts. */
export interface Services {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** better-auth's recent answers per session cookie (auth/session.ts); emptied on every auth change. */
  sessions: SessionMemo;
}

export type AppEnv = {
  /** `user` is set by the session check (auth/session.ts) once it has found one: requireUser always has it. */
  Variables: RequestIdVariables & { services: Services; user: SessionUser };
};
