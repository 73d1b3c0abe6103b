import { describe, expect, it } from "vitest";
import { SessionMemo } from "./session-memo";

const ada = { id: "u1", email: "ada@example.com", name: "Ada", image: null, emailVerified: true };
const grace = { id: "u2", email: "grace@example.com", name: "Grace", image: null, emailVerified: true };

function memo(ttlMs = 1000) {
  let now = 0;
  const sessions = new SessionMemo(ttlMs, () => now);
  return { sessions, advance: (ms: number) => (now += ms) };
}

describe("SessionMemo", () => {
  it("answers for a remembered cookie until its time is up", () => {
    const { sessions, advance } = memo(1000);
    sessions.remember("a.sig", ada, new Date(60_000));
    expect(sessions.get("a.sig")).toBe(ada);
    expect(sessions.get("b.sig")).toBeUndefined();
    advance(999);
    expect(sessions.get("a.sig")).toBe(ada);
    advance(1);
    expect(sessions.get("a.sig")).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it("never answers past the session's own expiry", () => {
    const { sessions, advance } = memo(10_000);
    sessions.remember("a.sig", ada, new Date(500));
    advance(500);
    expect(sessions.get("a.sig")).toBeUndefined();
  });

  it("forgets one learner's cookies, or everyone's", () => {
    const { sessions } = memo();
    sessions.remember("a1", ada, new Date(60_000));
    sessions.remember("a2", ada, new Date(60_000));
    sessions.remember("g1", grace, new Date(60_000));
    sessions.forgetUser("u1");
    expect([sessions.get("a1"), sessions.get("a2"), sessions.get("g1")]).toEqual([undefined, undefined, grace]);
    sessions.clear();
    expect(sessions.get("g1")).toBeUndefined();
  });

  it("remembers nothing when its time is 0", () => {
    const { sessions } = memo(0);
    sessions.remember("a.sig", ada, new Date(60_000));
    expect(sessions.get("a.sig")).toBeUndefined();
  });

  it("keeps at most 10,000 cookies, dropping the oldest", () => {
    const { sessions } = memo();
    for (let i = 0; i <= 10_000; i++) sessions.remember(`c${i}`, ada, new Date(60_000));
    expect(sessions.size).toBe(10_000);
    expect(sessions.get("c0")).toBeUndefined();
    expect(sessions.get("c10000")).toBe(ada);
  });
});
