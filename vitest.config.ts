import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit + API tests run in-process. The "pglite" project always runs; the "postgres" project runs the server's
// database-backed tests again against a real PostgreSQL when TEST_DATABASE_URL is set.
const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, idle while a test waits on its
    // database. Two measured 508 s against 612 s there for the whole suite.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "pglite",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          // PostgreSQL-only tests (e.g. several servers migrating one database) run in the other project.
          exclude: ["src/**/*.pg.test.ts"],
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: "postgres",
                include: ["src/server/**/*.db.test.ts", "src/server/**/*.pg.test.ts"],
                env: { TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
