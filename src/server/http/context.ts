import type { Context } from "hono";
import type { RequestIdVariables } from "hono/request-id";
import type { SessionUser } from "../../shared/schemas/auth";
import type { Auth } from "../auth/auth";
import type { SessionMemo } from "../auth/session-memo";
import type { CourseLibrary } from "../content/course-library";
import type { CoursePlace } from "../content/own-course";
import type { SituationLibrary } from "../content/situations";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../mail/mailer";
import type { TutorEngine } from "../tutor/engine";

/** What every request handler can reach: the composed services of app.ts (routers read them, never take them). */
export interface Services {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** better-auth's recent answers per session cookie (auth/session.ts); emptied on every auth change. */
  sessions: SessionMemo;
  /** The course library: the courses of content/ and their translations, read once. */
  courseLibrary: CourseLibrary;
  /** The tutor TUTOR_PROVIDER names (or the one a test gave). */
  tutor: TutorEngine;
  /** Every tutor's id, for their generated avatars. */
  characterIds: ReadonlySet<string>;
  /**
   * The course library (`library`, or a translation of it) as this learner's request sees it: at a place in their own
   * course (`my-<language>`), with their scenario there; without a place, with all their own scenarios.
   */
  libraryFor(library: CourseLibrary, userId: string | undefined, place?: CoursePlace): Promise<CourseLibrary>;
  /** The offline tutor's situation templates, for learners' own scenarios (content/situations/). */
  situations: SituationLibrary;
}

export type AppEnv = {
  /** `user` is set by the session check (auth/session.ts) once it has found one: a visitor has none. */
  Variables: RequestIdVariables & { services: Services; user?: SessionUser };
};

/** What a signed-in route (http/signed-in-route.ts) adds for its handlers: past its session check, `user` is there. */
export type SignedInEnv = { Variables: { user: SessionUser } };

/** The context of a signed-in route's handler, for the helpers it passes it to. */
export type SignedInContext = Context<AppEnv & SignedInEnv>;
