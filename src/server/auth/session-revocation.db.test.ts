import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session } from "../db/schema";
import { createTestApp, json, signedInUser, TEST_PASSWORD, type TestApp, testClient } from "../testing/harness";
import { SESSION_MEMO_MS } from "./session-memo";

// Decision 0011: the server remembers better-auth's answer per session cookie. These prove that every way a
// session ends is still honoured: at once for what passes through this server, within SESSION_MEMO_MS otherwise.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A signed-in request with exactly this Cookie header (a second device, or a copy of the cookie). */
const withCookie = (cookie: string) => t.app.request("/api/settings", { headers: { Cookie: cookie } });

/** A learner whose session the server has already checked once (so it is remembered). */
async function rememberedLearner() {
  const learner = await signedInUser(t);
  const cookie = learner.client.cookie;
  expect((await withCookie(cookie)).status).toBe(200);
  return { ...learner, cookie };
}

/** A second session of the same learner, as from another device. */
async function secondDevice(email: string) {
  const other = testClient(t);
  expect((await other.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD })).status).toBe(200);
  expect((await withCookie(other.cookie)).status).toBe(200);
  return other.cookie;
}

describe("a remembered session stops being accepted", () => {
  it("at once after signing out, even if a copy of the cookie is replayed", async () => {
    const learner = await rememberedLearner();
    expect((await learner.client.post("/api/auth/sign-out", {})).status).toBe(200);
    const res = await withCookie(learner.cookie);
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in to continue." } });
  });

  it("at once on the other devices after a password change that signs them out", async () => {
    const learner = await rememberedLearner();
    const other = await secondDevice(learner.email);
    const changed = await learner.client.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "NewSecret456",
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await withCookie(other)).status).toBe(401);
    // The device that changed it gets a new session and goes on.
    expect((await learner.client.get("/api/settings")).status).toBe(200);
  });

  it("at once everywhere after a password reset by e-mail link", async () => {
    const learner = await rememberedLearner();
    const other = await secondDevice(learner.email);
    const visitor = testClient(t);
    await visitor.post("/api/auth/request-password-reset", {
      email: learner.email,
      redirectTo: "/auth/reset-password",
    });
    const link = t.mailer.outbox!().findLast((m) => m.to === learner.email && /reset/i.test(m.subject))?.link;
    const token = new URL(link!).searchParams.get("access_token")!;
    expect((await visitor.post("/api/auth/reset-password", { token, newPassword: "Reset789abc" })).status).toBe(200);
    expect((await withCookie(learner.cookie)).status).toBe(401);
    expect((await withCookie(other)).status).toBe(401);
  });

  it("at once on every device after the account is deleted", async () => {
    const learner = await rememberedLearner();
    const other = await secondDevice(learner.email);
    expect((await learner.client.delete("/api/account", { email: learner.email })).status).toBe(200);
    expect((await withCookie(learner.cookie)).status).toBe(401);
    expect((await withCookie(other)).status).toBe(401);
  });

  it("when it expires, though it was remembered a moment before", async () => {
    const learner = await rememberedLearner();
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, learner.id));
    vi.useFakeTimers({ toFake: ["Date"], now: row!.expiresAt.getTime() + 1000 });
    expect((await withCookie(learner.cookie)).status).toBe(401);
  });

  it(`within ${SESSION_MEMO_MS / 1000} s when it ends where this server cannot see (another process, by hand)`, async () => {
    const learner = await rememberedLearner();
    await t.database.db.delete(session).where(eq(session.userId, learner.id));
    // Still remembered: the bound this process documents.
    expect((await withCookie(learner.cookie)).status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + SESSION_MEMO_MS });
    expect((await withCookie(learner.cookie)).status).toBe(401);
  });
});

describe("a remembered session", () => {
  it("is not fooled by an altered cookie", async () => {
    const learner = await rememberedLearner();
    const [name, value] = learner.cookie.split("=") as [string, string];
    const altered = `${name}=${value.slice(0, 5)}${value[5] === "a" ? "b" : "a"}${value.slice(6)}`;
    expect((await withCookie(altered)).status).toBe(401);
  });

  it("costs a fraction of a millisecond, reported as Server-Timing", async () => {
    const learner = await rememberedLearner();
    const timing = (await withCookie(learner.cookie)).headers.get("Server-Timing");
    expect(timing).toMatch(/^session;dur=\d+\.\d{3}$/);
  });
});
