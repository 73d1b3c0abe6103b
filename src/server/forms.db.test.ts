import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstGermanChat } from "./testing/first-chat";
import { createTestApp, signedInUser, TEST_PASSWORD, type TestApp } from "./testing/harness";
import { sourceWebBundle } from "./testing/web";

/**
 * The sign-in page's forms as a browser without JavaScript sends them (or one whose page's code has not run yet):
 * the server answers as the app would (decision 0023): a 303 with the session cookie, or the page again with the
 * spec's messages and what was typed, never the password.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: await sourceWebBundle() });
});
afterAll(() => t.close());

let address = 0;
/** A form post from the app's own page, from an address of its own (the sign-in limits count per address). */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: t.env.appUrl, ...headers },
      body: new URLSearchParams(fields).toString(),
    },
    { incoming: { socket: { remoteAddress: `10.9.0.${++address}`, remotePort: 40000, remoteFamily: "IPv4" } } },
  );

/** The page's visible text (tags removed, entities of apostrophes and ampersands read). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("signing in without JavaScript", () => {
  it("signs in with a 303 to where the learner was going, setting the session cookie", async () => {
    const { email } = await signedInUser(t);
    const res = await post("/auth?next=%2Fprogress", { intent: "signin", email, password: TEST_PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/progress");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("parley.session_token="))).toBe(true);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("says 'Invalid email or password' and keeps the e-mail typed, never the password", async () => {
    const { email } = await signedInUser(t);
    const res = await post("/auth", { intent: "signin", email, password: "Wrong-password-9" });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(text(html)).toContain("Sign In Failed Invalid email or password");
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain("Wrong-password-9");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("checks the fields with the form's own messages before asking the server", async () => {
    const res = await post("/auth", { intent: "signin", email: "not-an-address", password: "abc" });
    expect(res.status).toBe(400);
    const page = text(await res.text());
    expect(page).toContain("Invalid email address");
    expect(page).toContain("Password must be at least 6 characters");
  });

  it("says the address is not verified yet", async () => {
    const email = `unverified-${Date.now()}@example.com`;
    await post("/auth", {
      intent: "signup",
      fullName: "Ada",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    const res = await post("/auth", { intent: "signin", email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect(text(await res.text())).toContain("Email not verified Please verify your email before signing in.");
  });

  it("answers in the page's language", async () => {
    const res = await post(
      "/auth",
      { intent: "signin", email: "not-an-address", password: "abcdef" },
      { "Accept-Language": "de" },
    );
    expect(text(await res.text())).toContain("Ungültige E-Mail-Adresse");
    const failed = await post(
      "/auth",
      { intent: "signin", email: "nobody@example.com", password: "abcdef" },
      {
        "Accept-Language": "de",
      },
    );
    expect(text(await failed.text())).toContain("Anmeldung fehlgeschlagen E-Mail oder Passwort ist falsch");
  });
});

describe("signing up without JavaScript", () => {
  it("creates the account and says to check the mail, on the sign-up tab", async () => {
    const email = `new-${Date.now()}@example.com`;
    const res = await post("/auth", {
      intent: "signup",
      fullName: "Grace Hopper",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    const page = text(await res.text());
    expect(page).toContain("Check Your Email");
    expect(page).toContain(`We've sent a verification link to ${email}.`);
    // Its 'resend' is a form too.
    const again = await post("/auth", { intent: "resend", email });
    expect(again.status).toBe(200);
    expect(text(await again.text())).toContain("Email Sent!");
  });

  it("shows each field's message, keeping the name and e-mail typed", async () => {
    const res = await post("/auth", {
      intent: "signup",
      fullName: "Grace",
      email: "grace@example.com",
      password: "short",
      confirmPassword: "other",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("Password must be at least 8 characters");
    expect(text(html)).toContain("Passwords don't match");
    expect(html).toContain('value="Grace"');
    expect(html).toContain('value="grace@example.com"');
  });

  it("answers an address already taken as a new one, as the app does (nobody learns who has an account)", async () => {
    const { email } = await signedInUser(t);
    const res = await post("/auth", {
      intent: "signup",
      fullName: "Someone Else",
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toContain("Check Your Email");
  });
});

describe("'Forgot password?' without JavaScript", () => {
  it("mails the reset link and says to check the mail, in the page", async () => {
    const { email } = await signedInUser(t);
    const res = await post("/auth?forgot=1", { intent: "forgot", email });
    expect(res.status).toBe(200);
    const page = text(await res.text());
    expect(page).toContain("Check your email");
    expect(page).toContain(`If an account exists for ${email}, we've sent a link to reset your password.`);
    expect(t.mailer.outbox!().some((m) => m.to === email && /Reset/.test(m.subject))).toBe(true);
  });

  it("checks the address with the form's own message, keeping what was typed", async () => {
    const res = await post("/auth?forgot=1", { intent: "forgot", email: "nope" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("Please enter a valid email address");
    expect(html).toContain('value="nope"');
  });
});

describe("resetting the password without JavaScript", () => {
  /** A reset link's token, mailed to a new learner. */
  const resetToken = async () => {
    const { email } = await signedInUser(t);
    await post("/auth?forgot=1", { intent: "forgot", email });
    const mail = t.mailer.outbox!().findLast((m) => m.to === email && /Reset/.test(m.subject))!;
    const token = /access_token=([^&\s"]+)/.exec(mail.text ?? mail.html ?? "")?.[1];
    if (!token) throw new Error("no reset token in the mail");
    return { email, token };
  };

  it("checks the link before rendering: the page has the form, not 'Verifying reset link...'", async () => {
    const { token } = await resetToken();
    const page = text(await (await t.app.request(`/auth/reset-password?access_token=${token}&type=recovery`)).text());
    expect(page).toContain("Create New Password");
    expect(page).not.toContain("Verifying reset link...");
  });

  it("sets the new password, ends the sessions and sends the learner to sign in, which says so", async () => {
    const { email, token } = await resetToken();
    const res = await post(`/auth/reset-password?access_token=${token}`, {
      password: "BrandNew789",
      confirmPassword: "BrandNew789",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth?reset=done");
    const signIn = await post("/auth", { intent: "signin", email, password: "BrandNew789" });
    expect(signIn.status).toBe(303);
    const page = text(await (await t.app.request("/auth?reset=done")).text());
    expect(page).toContain("Password reset successful! You can now sign in with your new password.");
  });

  it("shows the form's messages and never the passwords typed", async () => {
    const { token } = await resetToken();
    const res = await post(`/auth/reset-password?access_token=${token}`, {
      password: "Longenough1",
      confirmPassword: "Different-9",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("Passwords don't match");
    expect(html).not.toContain("Longenough1");
    expect(html).not.toContain("Different-9");
  });

  it("says the link expired when it was spent meanwhile", async () => {
    const { token } = await resetToken();
    const fields = { password: "BrandNew789", confirmPassword: "BrandNew789" };
    expect((await post(`/auth/reset-password?access_token=${token}`, fields)).status).toBe(303);
    const again = await post(`/auth/reset-password?access_token=${token}`, fields);
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain("Reset Link Expired");
  });
});

describe("signing out without JavaScript", () => {
  it("ends the session, clears the cookie and says so on the sign-in page", async () => {
    const { client } = await signedInUser(t);
    const res = await post("/auth", { intent: "signout" }, { Cookie: client.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth?signed-out=1");
    expect(res.headers.getSetCookie().some((c) => /^parley\.session_token=;/.test(c))).toBe(true);
    const session = await t.app.request("/api/auth/get-session", { headers: { Cookie: client.cookie } });
    expect(await session.json()).toBeNull();
    expect(text(await (await t.app.request("/auth?signed-out=1")).text())).toContain("Signed out See you next time!");
  });
});

describe("a chat message without JavaScript", () => {
  const { course, scenario, tutor, chatPath } = firstGermanChat();
  const page = `/course/${course.id}/scenario/${scenario.id}/character/${tutor.id}/chat`;

  it("is sent and answered, then the chat again by a 303; sent twice with its id, it is stored once", async () => {
    const { client } = await signedInUser(t);
    const { id } = (await (await client.get(chatPath)).json()) as { id: string };
    const fields = { conversationId: id, clientId: "form-0000000001", content: "Ich wohne in Berlin." };
    const res = await post(page, fields, { Cookie: client.cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(page);
    expect((await post(page, fields, { Cookie: client.cookie })).status).toBe(303);
    const { messages } = (await (await client.get(chatPath)).json()) as { messages: { sender: string }[] };
    expect(messages.map((m) => m.sender)).toEqual(["ai", "user", "ai"]);
  });

  it("keeps what was typed and says what is wrong: an empty message, a NUL byte", async () => {
    const { client } = await signedInUser(t);
    const { id } = (await (await client.get(chatPath)).json()) as { id: string };
    const empty = await post(
      page,
      { conversationId: id, clientId: "form-0000000002", content: "   " },
      { Cookie: client.cookie },
    );
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain("Type a message first");
    const nul = await post(
      page,
      { conversationId: id, clientId: "form-0000000003", content: "Hallo\u0000 Welt" },
      { Cookie: client.cookie },
    );
    expect(nul.status).toBe(400);
    const html = await nul.text();
    expect(html).toContain("Hallo");
    expect(html).not.toContain("Failed to get AI response");
  });

  it("to someone else's conversation is refused, and nothing is stored there", async () => {
    const owner = await signedInUser(t);
    const { id } = (await (await owner.client.get(chatPath)).json()) as { id: string };
    const other = await signedInUser(t);
    const fields = { conversationId: id, clientId: "form-0000000004", content: "Hallo!" };
    const res = await post(page, fields, { Cookie: other.client.cookie });
    expect(res.status).toBe(404);
    expect(text(await res.text())).toContain("Failed to get AI response. Please try again.");
    const { messages } = (await (await owner.client.get(chatPath)).json()) as { messages: unknown[] };
    expect(messages).toHaveLength(1);
  });
});

describe("a page's form from elsewhere", () => {
  it("is refused when another site sent it", async () => {
    const res = await post(
      "/auth",
      { intent: "signin", email: "a@b.co", password: "x" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("came from another site");
  });

  it("is refused when it is no form, with a message", async () => {
    const res = await t.app.request("/auth", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: t.env.appUrl },
      body: JSON.stringify({ email: "a@b.co" }),
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain("only a form's fields");
  });

  it("answers a NUL byte or an unknown intent as a wrong field, never a 500", async () => {
    const nul = await post("/auth", { intent: "signin", email: "a\u0000@b.co", password: "abcdef" });
    expect(nul.status).toBe(400);
    expect(text(await nul.text())).toContain("Invalid email address");
    const odd = await post("/auth", { intent: "drop-tables", email: "x" });
    expect(odd.status).toBe(400);
  });

  it("is refused above 64 KB, with a message", async () => {
    const res = await post("/auth", { intent: "signin", email: "a".repeat(70_000), password: "x" });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("larger than 64 KB");
  });
});

describe("the sign-in and sign-up switch", () => {
  it("is a pair of links, so it works before the page's code does", async () => {
    const html = await (await t.app.request("/auth?next=%2Fnotes")).text();
    expect(html).toMatch(
      /<a [^>]*href="\/auth\?next=%2Fnotes&amp;tab=signup"[^>]*role="tab"|<a [^>]*role="tab"[^>]*href="\/auth\?next=%2Fnotes&amp;tab=signup"/,
    );
    const signUp = text(await (await t.app.request("/auth?tab=signup")).text());
    expect(signUp).toContain("Create Account");
  });
});
