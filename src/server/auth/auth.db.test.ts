import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles, user } from "../db/schema";
import { createTestApp, json, type TestApp, testClient } from "../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const client = (ip?: string) => testClient(t, ip);

const outbox = () => t.mailer.outbox!();
const mailTo = (to: string, subject: RegExp) => outbox().find((m) => m.to === to && subject.test(m.subject));
const tokenFrom = (link: string | undefined, param: string) => new URL(link!).searchParams.get(param)!;
const password = "Secret123";

async function signUp(email: string, name = "Ada Lovelace") {
  const c = client();
  const res = await c.post("/api/auth/sign-up/email", { name, email, password });
  expect(res.status).toBe(200);
  return c;
}

async function verifiedUser(email: string) {
  await signUp(email);
  const token = tokenFrom(mailTo(email, /Verify/)?.link, "token_hash");
  const res = await client().get(`/api/auth/verify-email?token=${token}`);
  expect(res.status).toBe(200);
}

describe("sign-up and verification", () => {
  it("creates the account and its profile, and mails a verification link to our /auth/verify page", async () => {
    await signUp("ada@example.com", "Ada Lovelace");
    const [row] = await t.database.db.select().from(user).where(eq(user.email, "ada@example.com"));
    expect(row?.emailVerified).toBe(false);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, row!.id));
    expect(profile?.fullName).toBe("Ada Lovelace");

    const mail = mailTo("ada@example.com", /Verify/);
    expect(mail?.link).toMatch(new RegExp(`^${t.env.appUrl}/auth/verify\\?token_hash=[^&]+&type=email$`));
    expect(mail?.text).toContain(mail!.link!);
  });

  it("writes the mails of a sign-up made from the German interface in German, and the French in French", async () => {
    const signUpIn = async (name: string, email: string, headers: Record<string, string>) => {
      const res = await t.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: t.env.appUrl, ...headers },
        body: JSON.stringify({ name, email, password }),
      });
      expect(res.status).toBe(200);
    };
    await signUpIn("Lena", "lena@example.com", { Cookie: "parley-locale=de", "Accept-Language": "en" });
    const german = mailTo("lena@example.com", /Bestätige deine E-Mail-Adresse für Parley/);
    expect(german?.text).toContain("Hallo Lena,");
    expect(german?.text).toContain("Der Link ist 24 Stunden gültig.");
    expect(german?.html).toContain('<html lang="de">');

    await signUpIn("Léa", "lea@example.com", { "Accept-Language": "fr-FR,fr;q=0.9" });
    const french = mailTo("lea@example.com", /Confirme ton adresse e-mail pour Parley/);
    expect(french?.text).toContain("Bonjour Léa,");
    expect(french?.text).toContain(`Confirmer mon e-mail: ${french!.link}`);

    // And the welcome mail after verifying, in the account's language.
    expect((await client().get(`/api/auth/verify-email?token=${tokenFrom(german!.link, "token_hash")}`)).status).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(mailTo("lena@example.com", /Willkommen bei Parley!/)?.text).toContain("Dein Konto ist bereit.");
  });

  it("refuses sign-in before verification with the spec's message", async () => {
    await signUp("unverified@example.com");
    const res = await client().post("/api/auth/sign-in/email", { email: "unverified@example.com", password });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({
      error: { code: "EMAIL_NOT_VERIFIED", message: "Please verify your email before signing in." },
    });
  });

  it("verifies with the mailed token, sends the welcome mail, then signs in with a session", async () => {
    await verifiedUser("grace@example.com");
    await new Promise((r) => setTimeout(r, 50)); // the welcome mail is sent without waiting
    expect(mailTo("grace@example.com", /Welcome/)).toBeDefined();

    const c = client();
    const res = await c.post("/api/auth/sign-in/email", { email: "grace@example.com", password, rememberMe: true });
    expect(res.status).toBe(200);
    expect(c.cookie).toContain("parley.session_token=");
    const session = await json(await c.get("/api/auth/get-session"));
    expect(session.user.email).toBe("grace@example.com");
  });

  it("rejects a used or invented verification token", async () => {
    const res = await client().get("/api/auth/verify-email?token=not-a-token");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await json(res)).error.message).toBe("This link has expired or is invalid. Please request a new one.");
  });

  it("never refuses a verification link for the requests before it from the same address", async () => {
    // A class verifying from one school address: better-auth's counter would refuse the 101st within a busy hour.
    const school = client("10.9.9.9");
    const answers = [];
    for (let i = 0; i < 110; i++) answers.push((await school.get("/api/auth/verify-email?token=not-a-token")).status);
    expect(answers.filter((status) => status === 429)).toEqual([]);
  });

  it("resends the verification mail on request", async () => {
    await signUp("resend@example.com");
    const before = outbox().filter((m) => m.to === "resend@example.com").length;
    const res = await client().post("/api/auth/send-verification-email", { email: "resend@example.com" });
    expect(res.status).toBe(200);
    expect(outbox().filter((m) => m.to === "resend@example.com").length).toBe(before + 1);
  });
});

describe("duplicate sign-up", () => {
  it("looks like a new sign-up to the visitor and mails the owner instead", async () => {
    await verifiedUser("owner@example.com");
    const res = await client().post("/api/auth/sign-up/email", {
      name: "Mallory",
      email: "owner@example.com",
      password,
    });
    expect(res.status).toBe(200);
    expect(mailTo("owner@example.com", /Someone tried to sign up/)).toBeDefined();
    const rows = await t.database.db.select().from(user).where(eq(user.email, "owner@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("Ada Lovelace");
  });
});

describe("validation with the spec's messages", () => {
  it.each([
    [{ name: "A", email: "x@example.com", password }, "name", "Name must be at least 2 characters"],
    [{ name: "Ada", email: "x@", password }, "email", "Invalid email address"],
    [{ name: "Ada", email: "x@example.com", password: "short" }, "password", "Password must be at least 8 characters"],
    [
      { name: "Ada", email: "x@example.com", password: "lowercase1" },
      "password",
      "Password must contain uppercase, lowercase, and number",
    ],
  ])("sign-up %j -> 400 %s: %s", async (body, field, message) => {
    const res = await client().post("/api/auth/sign-up/email", body);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields[field]).toBe(message);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const res = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: t.env.appUrl },
      body: "{oops",
    });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("The request body is not valid JSON.");
  });
});

describe("sign-in", () => {
  it("says 'Invalid email or password' for a wrong password and for an unknown address alike", async () => {
    await verifiedUser("linus@example.com");
    for (const email of ["linus@example.com", "nobody@example.com"]) {
      const res = await client().post("/api/auth/sign-in/email", { email, password: "Wrong1234" });
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({
        error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" },
      });
    }
  });

  it("refuses the 11th attempt from one client within a minute, but not another client's", async () => {
    await verifiedUser("target@example.com");
    const attacker = client("10.9.9.9");
    for (let i = 0; i < 10; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        email: "target@example.com",
        password: `Guess${i}abc`,
      });
      expect(res.status).toBe(401);
    }
    const blocked = await attacker.post("/api/auth/sign-in/email", { email: "target@example.com", password });
    expect(blocked.status).toBe(429);
    expect((await json(blocked)).error.message).toBe("Too many requests. Please try again later.");

    const owner = await client("10.9.9.10").post("/api/auth/sign-in/email", { email: "target@example.com", password });
    expect(owner.status).toBe(200);
  });

  it("counts attempts in fixed minutes: a steady stream from one address gets its 10 again each minute", async () => {
    await verifiedUser("steady@example.com");
    const school = client("10.9.8.7");
    const attempt = () =>
      school.post("/api/auth/sign-in/email", { email: "steady@example.com", password: "Wrong1234" });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    try {
      expect((await attempt()).status).toBe(401);
      vi.setSystemTime(start + 50_000);
      for (let i = 0; i < 9; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      // The minute began with the first attempt: ten seconds of it are left.
      expect(blocked.headers.get("X-Retry-After")).toBe("10");
      // 65 s after the first attempt a new minute has begun, though the last attempt was a moment ago.
      vi.setSystemTime(start + 65_000);
      expect((await attempt()).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sets the session cookie HttpOnly and SameSite=Lax, and Secure when served over https", async () => {
    await verifiedUser("cookies@example.com");
    const res = await client().post("/api/auth/sign-in/email", { email: "cookies@example.com", password });
    const session = res.headers.getSetCookie().find((c) => c.startsWith("parley.session_token="));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).not.toMatch(/; Secure/i);

    const https = await createTestApp({ env: { APP_URL: "https://parley.example" } });
    try {
      const c = testClient(https);
      await c.post("/api/auth/sign-up/email", { name: "Ada Lovelace", email: "tls@example.com", password });
      await https.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, "tls@example.com"));
      const signIn = await https.app.request(
        "/api/auth/sign-in/email",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "https://parley.example" },
          body: JSON.stringify({ email: "tls@example.com", password }),
        },
        { incoming: { socket: { remoteAddress: "10.8.8.8", remotePort: 40000, remoteFamily: "IPv4" } } },
      );
      expect(signIn.status).toBe(200);
      const secure = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(secure).toMatch(/^__Secure-parley\.session_token=/);
      expect(secure).toMatch(/; Secure/i);
      expect(secure).toMatch(/; HttpOnly/i);
      expect(secure).toMatch(/; SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });

  it("never limits session reads: 150 page loads a minute from one address stay signed in", async () => {
    await verifiedUser("classroom@example.com");
    const c = client("10.9.9.11");
    await c.post("/api/auth/sign-in/email", { email: "classroom@example.com", password });
    for (let i = 0; i < 150; i++) {
      const res = await c.get("/api/auth/get-session");
      expect(res.status).toBe(200);
    }
    expect((await json(await c.get("/api/auth/get-session")))?.user.email).toBe("classroom@example.com");
  });

  it("behind a trusted proxy counts attempts per forwarded client; without one, X-Forwarded-For changes nothing", async () => {
    const attempt = (app: TestApp, forwardedFor: string) =>
      app.app.request(
        "/api/auth/sign-in/email",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: app.env.appUrl, "X-Forwarded-For": forwardedFor },
          body: JSON.stringify({ email: "proxy@example.com", password: "Wrong1234" }),
        },
        { incoming: { socket: { remoteAddress: "10.7.7.7", remotePort: 40000, remoteFamily: "IPv4" } } },
      );
    // Direct: a client that makes up a new X-Forwarded-For each time is still one client.
    for (let i = 0; i < 10; i++) expect((await attempt(t, `203.0.113.${i}`)).status).toBe(401);
    expect((await attempt(t, "203.0.113.99")).status).toBe(429);

    const proxied = await createTestApp({ env: { TRUST_PROXY_HOPS: "1" } });
    try {
      // The proxy appends the address it saw; what the client wrote before it does not count.
      for (let i = 0; i < 10; i++) expect((await attempt(proxied, `spoofed-${i}, 198.51.100.1`)).status).toBe(401);
      expect((await attempt(proxied, "spoofed-x, 198.51.100.1")).status).toBe(429);
      expect((await attempt(proxied, "198.51.100.2")).status).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it("signs out", async () => {
    await verifiedUser("out@example.com");
    const c = client();
    await c.post("/api/auth/sign-in/email", { email: "out@example.com", password });
    expect((await c.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await json(await c.get("/api/auth/get-session"))).toBeNull();
  });

  it("explains that Google sign-in is not configured", async () => {
    const res = await client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await json(res)).error.message).toBe("Google sign-in is not configured on this server.");
  });
});

describe("password reset", () => {
  it("mails a 1-hour link to our page, sets the new password, revokes old sessions, and the link works once", async () => {
    await verifiedUser("reset@example.com");
    const old = client();
    await old.post("/api/auth/sign-in/email", { email: "reset@example.com", password });

    const req = await client().post("/api/auth/request-password-reset", {
      email: "reset@example.com",
      redirectTo: "/",
    });
    expect(req.status).toBe(200);
    const link = mailTo("reset@example.com", /Reset/)?.link;
    expect(link).toMatch(new RegExp(`^${t.env.appUrl}/auth/reset-password\\?access_token=[^&]+&type=recovery$`));
    const token = tokenFrom(link, "access_token");

    const status = async () => (await json(await client().get(`/api/account/reset-link?token=${token}`))).valid;
    expect(await status()).toBe(true);
    expect((await json(await client().get("/api/account/reset-link?token=made-up"))).valid).toBe(false);

    const weak = await client().post("/api/auth/reset-password", { newPassword: "weak", token });
    expect(weak.status).toBe(400);

    const done = await client().post("/api/auth/reset-password", { newPassword: "NewSecret456", token });
    expect(done.status).toBe(200);
    expect(await json(await old.get("/api/auth/get-session"))).toBeNull();

    expect(await status()).toBe(false);
    const reused = await client().post("/api/auth/reset-password", { newPassword: "Another789x", token });
    expect(reused.status).toBe(400);
    expect((await json(reused)).error.code).toBe("INVALID_TOKEN");

    const signIn = await client().post("/api/auth/sign-in/email", {
      email: "reset@example.com",
      password: "NewSecret456",
    });
    expect(signIn.status).toBe(200);
  });

  it("answers an unknown address like a known one (no account is revealed)", async () => {
    const res = await client().post("/api/auth/request-password-reset", {
      email: "ghost@example.com",
      redirectTo: "/",
    });
    expect(res.status).toBe(200);
    expect(mailTo("ghost@example.com", /Reset/)).toBeUndefined();
  });

  it("refuses an invalid e-mail with the forgot-password message", async () => {
    const res = await client().post("/api/auth/request-password-reset", { email: "nope" });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe("email: Please enter a valid email address");
  });
});
