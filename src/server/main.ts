import type { Server as HttpServer } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { CourseLibrary } from "./content/course-library";
import { type Database, openDatabase } from "./db/client";
import { ConfigError, type Env, loadEnv } from "./env";
import { startNotificationJobs } from "./features/notifications";
import { listensOnLoopbackOnly } from "./http/loopback";
import { loadWebBundle } from "./http/web";
import { createQueue } from "./jobs/queue";
import { createLogger } from "./logger";
import { createMailer } from "./mail/mailer";
import { pgliteTemplateFile, webDistDir, webServerEntry } from "./paths";

/** Starts the server: validate configuration, open + migrate the database, serve, and drain on SIGTERM/SIGINT. */
async function main() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  let database: Database;
  try {
    const onQuery = logger.isLevelEnabled("trace")
      ? (sql: string, params: unknown[]) => logger.trace({ sql, params }, "sql")
      : undefined;
    database = await openDatabase(
      env.DATABASE_URL
        ? { url: env.DATABASE_URL, onQuery }
        : { dataDir: `${env.dataDir}/pglite`, templateFile: pgliteTemplateFile, onQuery },
    );
  } catch (error) {
    const where = env.DATABASE_URL ? "DATABASE_URL" : `the embedded database in ${env.dataDir}`;
    console.error(`Database error: could not open ${where}: ${(error as Error).message}`);
    process.exit(1);
  }

  const courseLibrary = new CourseLibrary();
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir, logger });
  const web = await loadWebBundle(webDistDir, webServerEntry);
  const app = createApp({ env, database, logger, mailer, courseLibrary, web });
  // The job queue (reminder mail): on every instance; each job runs on one of them.
  const queue = createQueue(database, logger);
  try {
    await queue.start();
    await startNotificationJobs(queue, { db: database.db, env, mailer, courseLibrary, logger }, { schedule: true });
  } catch (error) {
    console.error(`Job queue error: could not start it: ${(error as Error).message}`);
    process.exit(1);
  }
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, tutor: env.TUTOR_PROVIDER },
      `Parley is running on ${env.appUrl}`,
    );
    if (env.outbox) {
      logger.info(
        `Mail is kept in a local outbox: open http://localhost:${info.port}/dev/mailbox on this machine to read it`,
      );
      if (!listensOnLoopbackOnly(env.HOST)) {
        logger.warn(
          `Parley listens beyond this machine (HOST=${env.HOST ?? "every interface"}) but sends no mail: verification and reset mails stay on this machine, and the mailbox answers only here. Set SMTP_URL to deliver them, or HOST=127.0.0.1 to keep Parley local.`,
        );
      }
    }
    // Lets test harnesses started with PORT=0 learn the port.
    if (process.send) process.send({ ready: true, port: info.port });
  });
  // Idle keep-alive connections outlive a client's (or a proxy's: load balancers keep theirs 60 s) pause between
  // requests. With Node's 5 s, a client that reuses a connection just as the server closes it gets a reset.
  const http = server as HttpServer;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use: set PORT to a free port.` : error.message,
    );
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests");
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      // Jobs being worked on finish first (a mail half-sent would be sent again).
      await queue.stop({ graceful: true, wait: true, timeout: 8000 }).catch(() => {});
      await database.close();
      clearTimeout(force);
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive connections would otherwise hold close() open.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

void main();
