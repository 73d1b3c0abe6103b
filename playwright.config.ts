import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

/**
 * End-to-end tests: the built app served by the real server (offline tutor, fresh PGlite data dir, free port),
 * driven in Debian's Chromium (Playwright's own browser download cannot work offline).
 * Values are put in process.env so that the worker processes, which re-read this file, see the same ones.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "parley-e2e-"));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A 2-core machine runs two browsers, the server and the tests: a long journey can pass 30 s there, and a minute on
  // a virtual machine whose fresh memory is slow to map (every click then takes 1.5–3 s in Chromium). A hang still
  // fails, later.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots, kept only on failure: about a third of the suite's time on
    // a 2-core CI machine (237 s against 165 s for two files), where nobody opens it; a failure there still prints
    // its error and the page's accessibility snapshot.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
    // The app's service worker would answer requests before page.route() sees them; offline.spec.ts allows it.
    serviceWorkers: "block",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node dist/server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      TUTOR_PROVIDER: "offline",
      // Every test signs in from 127.0.0.1; the default limit (10 a minute) is covered by the API tests.
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: "1000",
      NODE_ENV: "test",
    },
  },
});
