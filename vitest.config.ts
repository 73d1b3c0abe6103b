import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit + API tests run in-process. Without TEST_DATABASE_URL every test runs on PGlite. With it (CI), the server's
// database-backed tests run on the real PostgreSQL, and on PGlite only those that touch what differs between the two
// engines; the end-to-end suite runs the whole app on PGlite (decision 0024).
const pg = process.env.TEST_DATABASE_URL;
/**
 * Database-backed tests that run on PGlite as well when PostgreSQL is there: the app's wiring, sign-in and the pages
 * (PGlite's single connection), and the job queue on each engine (pg-boss's locking).
 */
const ON_BOTH = [
  "src/server/app.db.test.ts",
  "src/server/auth/auth.db.test.ts",
  "src/server/pages.db.test.ts",
  "src/server/features/notifications/reminders.db.test.ts",
  "src/server/features/notifications/course-updates.db.test.ts",
];
const project = (name: string, include: string[], exclude: string[], db: "pglite" | "postgres") => ({
  test: { name, include, exclude, env: { TEST_DB: db }, testTimeout: 30_000, hookTimeout: 60_000 },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, idle while a test waits on its
    // database. Two measured 508 s against 612 s there for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // PostgreSQL-only tests (e.g. several servers migrating one database) run in the other project.
      project(
        "pglite",
        ["src/**/*.test.ts", "scripts/**/*.test.ts"],
        ["src/**/*.pg.test.ts", ...(pg ? ["src/**/*.db.test.ts"] : [])],
        "pglite",
      ),
      ...(pg
        ? [
            project("pglite-db", ON_BOTH, [], "pglite"),
            project("postgres", ["src/server/**/*.db.test.ts", "src/server/**/*.pg.test.ts"], [], "postgres"),
          ]
        : []),
    ],
  },
});
