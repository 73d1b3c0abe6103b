import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { SessionMemo } from "./auth/session-memo";
import { CourseLibrary } from "./content/course-library";
import { situationLibrary } from "./content/situations";
import type { Database } from "./db/client";
import type { Env } from "./env";
import { accountRoutes } from "./features/account";
import { activityRoutes } from "./features/activity";
import { avatarApiRoutes, avatarImageRoutes } from "./features/avatars";
import { chatRoutes } from "./features/chat";
import { courseRoutes } from "./features/courses";
import { customScenarioRoutes, withOwnScenarios } from "./features/custom-scenarios";
import { grammarRoutes } from "./features/grammar";
import { healthRoutes } from "./features/health";
import { mistakeRoutes } from "./features/mistakes";
import { notesRoutes } from "./features/notes";
import { notificationRoutes, UNSUBSCRIBE_PATH } from "./features/notifications";
import { profileRoutes } from "./features/profile";
import { progressRoutes } from "./features/progress";
import { pageLocale, settingsRoutes } from "./features/settings";
import { speechRoutes } from "./features/speech";
import { usageRoutes } from "./features/usage";
import { vocabularyRoutes } from "./features/vocabulary";
import { voiceRoutes } from "./features/voice";
import type { AppEnv, Services } from "./http/context";
import { apiNotFound, errorBody, handleError } from "./http/errors";
import { refuseCrossSite } from "./http/same-origin";
import { securityHeaders } from "./http/security";
import { translateErrors } from "./http/translate-errors";
import { refuseUnstorableText } from "./http/unstorable-text";
import { mountWeb, type WebBundle } from "./http/web";
import type { Logger } from "./logger";
import { mailboxRoutes } from "./mail/mailbox-routes";
import { createMailer, type Mailer } from "./mail/mailer";
import { createTutor } from "./tutor/create";
import type { TutorEngine } from "./tutor/engine";
import { realtimeOrigin } from "./tutor/llm/realtime";

export interface AppOptions {
  env: Env;
  database: Database;
  logger: Logger;
  /** Defaults to SMTP when configured, else the local outbox in DATA_DIR. */
  mailer?: Mailer;
  web?: WebBundle;
  courseLibrary?: CourseLibrary;
  /** Defaults to the provider TUTOR_PROVIDER names. */
  tutor?: TutorEngine;
}

/** Composes the whole HTTP app: API under /api, the single-page app everywhere else. */
export function createApp(options: AppOptions) {
  const { env, database, logger, web, courseLibrary = new CourseLibrary() } = options;
  const mailer =
    options.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir, logger });
  const auth = createAuth({ env, database, mailer, logger });
  const situations = situationLibrary();
  const services: Services = {
    env,
    database,
    logger,
    mailer,
    auth,
    sessions: new SessionMemo(),
    courseLibrary,
    tutor: options.tutor ?? createTutor(env, courseLibrary),
    characterIds: courseLibrary.characterIds(),
    situations,
    libraryFor: (library, userId, place) => withOwnScenarios(database.db, situations, library, userId, place),
  };
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? "error" : c.req.path === "/api/health" ? "debug" : "info";
    services.logger[level](
      { reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms },
      "request",
    );
  });
  // A Realtime voice call posts its SDP offer straight to the provider (only the ephemeral key leaves the server).
  const connectOrigins = env.TUTOR_PROVIDER === "openai" ? [realtimeOrigin(env)] : [];
  app.use("*", securityHeaders(web?.scriptHashes ?? [], connectOrigins));
  app.use("/api/*", translateErrors());
  // A learner's data is theirs alone: no API answer is kept by a shared cache or stored by the browser, unless the
  // route says otherwise (the course texts, the avatars).
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "private, no-store");
  });
  app.use(
    "/api/*",
    refuseCrossSite(env.appUrl, (path) => path === UNSUBSCRIBE_PATH),
  );
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    // The rest of the body is not read: the connection cannot carry another request, and the answer says so.
    onError: (c) =>
      c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is larger than 1 MB."), 413, { Connection: "close" }),
  });
  // Only for methods with a body: reading req.body makes the node adapter build a full Request (slow on hot GETs).
  app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));
  app.use("/api/*", refuseUnstorableText());

  const api = new OpenAPIHono<AppEnv>();
  api.route("/", healthRoutes);
  api.route("/", courseRoutes);
  api.route("/", accountRoutes);
  api.route("/", settingsRoutes);
  api.route("/", profileRoutes);
  api.route("/", avatarApiRoutes);
  api.route("/", vocabularyRoutes);
  api.route("/", grammarRoutes);
  api.route("/", mistakeRoutes);
  api.route("/", notesRoutes);
  api.route("/", progressRoutes);
  api.route("/", activityRoutes);
  api.route("/", chatRoutes);
  api.route("/", customScenarioRoutes);
  api.route("/", voiceRoutes);
  api.route("/", speechRoutes);
  api.route("/", notificationRoutes);
  api.route("/", usageRoutes);
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Parley API", version: "1", description: "The API of Parley, a self-hostable AI language tutor." },
  });
  // Our own routes first: better-auth's update-user is answered by the profile's (the rest of /api/auth is its own).
  app.route("/api", api);
  app.route("/api/auth", authRoutes);
  app.all("/api/*", apiNotFound);

  app.route("/avatars", avatarImageRoutes);
  if (env.outbox) app.route("/dev", mailboxRoutes);
  mountWeb(app, web, pageLocale);
  app.onError(handleError(services.logger));
  return app;
}
