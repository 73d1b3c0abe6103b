import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createTestApp, type TestApp, testClient } from "../testing/harness";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** A server whose log lines (at `level`) are kept in memory, as a log shipper would keep them. */
async function appLoggingAt(level: string) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const t = await createTestApp({ logger: createLogger(level, sink) });
  apps.push(t);
  return { t, log: () => lines.join("") };
}

/** Signs up and asks for a reset; returns the tokens the two mails carry. */
async function signUpAndReset(t: TestApp) {
  const c = testClient(t);
  const email = `tokens-${Date.now()}@example.com`;
  expect((await c.post("/api/auth/sign-up/email", { name: "Tia", email, password: "Secret123" })).status).toBe(200);
  const reset = await c.post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
  expect(reset.status).toBe(200);
  const links = t.mailer.outbox!().flatMap((m) => (m.link ? [m.link] : []));
  const tokens = links.map((link) => {
    const url = new URL(link);
    return url.searchParams.get("token_hash") ?? url.searchParams.get("access_token") ?? "";
  });
  expect(tokens.filter((token) => token.length >= 16)).toHaveLength(2);
  return tokens;
}

describe("tokens in logs", () => {
  it("a sign-up and a reset request leave no token in the log at info", async () => {
    const { t, log } = await appLoggingAt("info");
    const tokens = await signUpAndReset(t);
    expect(log()).toContain("mail kept in the local outbox"); // the log was captured
    for (const token of tokens) expect(log()).not.toContain(token);
  });

  it("the links are logged at debug, for a developer who asks for them", async () => {
    const { t, log } = await appLoggingAt("debug");
    const tokens = await signUpAndReset(t);
    for (const token of tokens) expect(log()).toContain(token);
  });
});
