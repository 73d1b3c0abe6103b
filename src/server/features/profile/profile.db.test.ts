import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MESSAGES } from "../../../shared/schemas/profile";
import { loadCourses } from "../../content/load";
import { savedVocabulary, user } from "../../db/schema";
import { createTestApp, json, signedInUser, TEST_PASSWORD, type TestApp, testClient } from "../../testing/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("better-auth's update-user", () => {
  it("keeps the profile's rules for the name: wrong types, nulls, a megabyte and blanks are a 400, nothing stored", async () => {
    const { client, id } = await signedInUser(t, "Ada Lovelace");
    for (const name of [{ a: 1 }, [1, 2], true, null, 12, "x".repeat(1_000_000), " ", "A"]) {
      const res = await client.post("/api/auth/update-user", { name });
      expect(res.status, JSON.stringify(name).slice(0, 40)).toBe(400);
      expect((await json(res)).error.message).not.toMatch(/Internal|wrong on our side/);
    }
    const [row] = await t.database.db.select({ name: user.name }).from(user).where(eq(user.id, id));
    expect(row!.name).toBe("Ada Lovelace");
    expect((await json(await client.get("/api/profile"))).fullName).toBe("Ada Lovelace");
  });

  it("takes only this app's avatars as the image", async () => {
    const { client } = await signedInUser(t);
    for (const image of ["https://evil.example/a.png", "javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4="]) {
      const res = await client.post("/api/auth/update-user", { image });
      expect(res.status, image).toBe(400);
    }
    expect((await client.post("/api/auth/update-user", { image: "/avatars/presets/bottts-gizmo.svg" })).status).toBe(
      200,
    );
    expect((await json(await client.get("/api/profile"))).avatarUrl).toBe("/avatars/presets/bottts-gizmo.svg");
  });

  it("changes the one name the learner has: the profile's, which the account and the session show", async () => {
    const { client } = await signedInUser(t, "Ada Lovelace");
    const res = await client.post("/api/auth/update-user", { name: "  Grace Hopper " });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: true });
    expect((await json(await client.get("/api/profile"))).fullName).toBe("Grace Hopper");
    expect((await json(await client.get("/api/auth/get-session"))).user.name).toBe("Grace Hopper");
    // Nothing else of the account can be changed there.
    expect((await client.post("/api/auth/update-user", { email: "x@example.com" })).status).toBe(400);
    expect((await client.post("/api/auth/update-user", { emailVerified: false })).status).toBe(400);
  });

  it("refuses visitors", async () => {
    expect((await testClient(t).post("/api/auth/update-user", { name: "Eve Example" })).status).toBe(401);
  });
});

describe("profile API", () => {
  it("refuses visitors", async () => {
    expect((await testClient(t).get("/api/profile")).status).toBe(401);
    expect((await testClient(t).patch("/api/profile", { fullName: "X Y" })).status).toBe(401);
  });

  it("reads the profile with the name split into first and last", async () => {
    const { client, email } = await signedInUser(t, "Ada King Lovelace");
    expect(await json(await client.get("/api/profile"))).toEqual({
      fullName: "Ada King Lovelace",
      firstName: "Ada",
      lastName: "King Lovelace",
      email,
      username: null,
      avatarUrl: null,
      totalFocusTime: 0,
    });
  });

  it("saves name, username and avatar, and the session shows the new name and avatar", async () => {
    const { client } = await signedInUser(t);
    const res = await client.patch("/api/profile", {
      fullName: "Grace Hopper",
      username: "amazing_grace",
      avatarUrl: "/avatars/presets/bottts-gizmo.svg",
    });
    expect(res.status).toBe(200);
    const profile = await json(res);
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "Hopper", username: "amazing_grace" });
    const session = await json(await client.get("/api/auth/get-session"));
    expect(session.user.name).toBe("Grace Hopper");
    expect(session.user.image).toBe("/avatars/presets/bottts-gizmo.svg");
  });

  it("stores an empty username as none", async () => {
    const { client } = await signedInUser(t);
    await client.patch("/api/profile", { username: "temporary" });
    expect((await json(await client.patch("/api/profile", { username: "" }))).username).toBeNull();
  });

  it("refuses a username someone else has, with 409", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.patch("/api/profile", { username: "taken-name" });
    const res = await b.client.patch("/api/profile", { username: "taken-name" });
    expect(res.status).toBe(409);
    expect((await json(res)).error.message).toBe("This username is already taken");
  });

  it.each([
    [{ fullName: "A" }, "fullName: Name must be at least 2 characters"],
    [{ username: "ab" }, "username: Username must be 3 to 30 letters, digits, _ or -"],
    [{ username: "no spaces" }, "username: Username must be 3 to 30 letters, digits, _ or -"],
    [{ email: "new@example.com" }, "The request has unknown fields: email"],
  ])("refuses %j", async (patch, message) => {
    const { client } = await signedInUser(t);
    const res = await client.patch("/api/profile", patch);
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toContain(message);
  });

  it.each([
    ["https://evil.example.com/a.png", AVATAR_MESSAGES.notFromAllowedDomains],
    ["javascript:alert(1)", AVATAR_MESSAGES.invalidFormat],
    ["data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=", AVATAR_MESSAGES.invalidFormat],
    [`data:image/png;base64,${"A".repeat(70 * 1024)}`, AVATAR_MESSAGES.tooLarge],
    ["/api/profile", AVATAR_MESSAGES.notAllowed],
  ])("refuses the avatar URL %s", async (avatarUrl, message) => {
    const { client } = await signedInUser(t);
    const res = await client.patch("/api/profile", { avatarUrl: avatarUrl.slice(0, 66 * 1024) });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toContain(message);
  });

  it("accepts a small uploaded PNG", async () => {
    const { client } = await signedInUser(t);
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    expect((await client.patch("/api/profile", { avatarUrl: png })).status).toBe(200);
  });

  it("only ever touches the signed-in user's profile", async () => {
    const a = await signedInUser(t, "Alice Able");
    const b = await signedInUser(t, "Bob Baker");
    await a.client.patch("/api/profile", { fullName: "Alice Changed" });
    expect((await json(await b.client.get("/api/profile"))).fullName).toBe("Bob Baker");
  });
});

describe("avatars", () => {
  it("lists 28 presets in seven categories, each served as an SVG by us", async () => {
    const { avatars } = await json(await t.app.request("/api/avatars"));
    expect(avatars).toHaveLength(28);
    expect(new Set(avatars.map((a: { category: string }) => a.category)).size).toBe(7);
    const image = await t.app.request(avatars[0].url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg/);
    expect((await t.app.request("/avatars/presets/nope.svg")).status).toBe(404);
  });
});

describe("account", () => {
  it("exports everything stored about the user as a JSON download", async () => {
    const { client, email } = await signedInUser(t, "Export Me");
    await client.patch("/api/settings", { targetLevel: "A2" });
    await client.put(`/api/study-sessions/${crypto.randomUUID()}`, { seconds: 42, surface: "quiz" });
    const german = loadCourses().find((c) => c.id === "complete-german")!;
    const scenario = german.chapters[0]!.scenarios[0]!;
    await client.get(`/api/chat/${german.id}/${scenario.id}/${scenario.characters[0]!.id}`);
    const res = await client.get("/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="parley-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = await json(res);
    expect(data.account.email).toBe(email);
    expect(data.profile.fullName).toBe("Export Me");
    expect(data.settings.targetLevel).toBe("A2");
    expect(data.activity).toMatchObject([{ kind: "study_session", seconds: 42 }]);
    expect(data.studySessions).toMatchObject([{ surface: "quiz", seconds: 42 }]);
    expect(data.conversations).toMatchObject([{ courseId: german.id, scenarioId: scenario.id }]);
    expect(data.messages).toMatchObject([{ sender: "ai" }]);
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it("exports the saved words as CSV for Anki, quoting what needs it, and only the user's own", async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await t.database.db.insert(savedVocabulary).values([
      { userId: me.id, word: "der Kaffee", meaning: "coffee", language: "de", savedAt: new Date("2026-01-01") },
      {
        userId: me.id,
        word: "Guten Tag",
        meaning: 'good day, "hello"',
        language: "de",
        savedAt: new Date("2026-01-02"),
      },
      { userId: other.id, word: "geheim", meaning: "secret", language: "de" },
    ]);
    const res = await me.client.get("/api/account/export/vocabulary.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/filename="parley-vocabulary-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(await res.text()).toBe(
      'word,meaning,language\r\nder Kaffee,coffee,de\r\nGuten Tag,"good day, ""hello""",de\r\n',
    );
    const data = await json(await me.client.get("/api/account/export"));
    expect(data.vocabulary.map((w: { word: string }) => w.word)).toEqual(["Guten Tag", "der Kaffee"]);
  });

  it("refuses the same word twice per user and language, whatever its case", async () => {
    const me = await signedInUser(t);
    await t.database.db
      .insert(savedVocabulary)
      .values({ userId: me.id, word: "Haus", meaning: "house", language: "de" });
    await expect(
      t.database.db.insert(savedVocabulary).values({ userId: me.id, word: "haus", meaning: "house", language: "de" }),
    ).rejects.toThrow();
  });

  it("exports cells a spreadsheet would run as formulas as text (OWASP's rule)", async () => {
    const me = await signedInUser(t);
    const cells = ['=HYPERLINK("http://evil.example","x")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tTab", "\rCR"];
    await t.database.db.insert(savedVocabulary).values(
      cells.map((word, i) => ({
        userId: me.id,
        word,
        meaning: "m",
        language: "de",
        savedAt: new Date(2026, 0, i + 1),
      })),
    );
    const lines = (await (await me.client.get("/api/account/export/vocabulary.csv")).text()).split("\r\n");
    expect(lines.slice(1, 7)).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""x"")",m,de',
      "'+cmd|' /C calc'!A0,m,de",
      "'-2+3,m,de",
      "'@SUM(A1),m,de",
      "'\tTab,m,de",
      '"\'\rCR",m,de',
    ]);
  });

  it("ends the account's outstanding reset link and its mails in the local outbox when it is deleted", async () => {
    const { client, email } = await signedInUser(t);
    expect((await testClient(t).post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const mail = t.mailer.outbox!().find((m) => m.to === email && m.link?.includes("access_token"));
    const token = new URL(mail!.link!).searchParams.get("access_token")!;
    const valid = async () => (await json(await testClient(t).get(`/api/account/reset-link?token=${token}`))).valid;
    expect(await valid()).toBe(true);
    expect((await client.delete("/api/account", { email })).status).toBe(200);
    expect(await valid()).toBe(false);
    const reset = await testClient(t).post("/api/auth/reset-password", { newPassword: "NewSecret456", token });
    expect(reset.status).toBe(400);
    expect(t.mailer.outbox!().filter((m) => m.to === email)).toEqual([]);
    // Other learners' mails stay.
    const other = await signedInUser(t);
    await testClient(t).post("/api/auth/request-password-reset", { email: other.email });
    expect(t.mailer.outbox!().some((m) => m.to === other.email)).toBe(true);
  });

  it("deletes the account only with the matching e-mail, then nothing of it remains", async () => {
    const { client, email, id } = await signedInUser(t);
    await client.patch("/api/settings", { showHints: false });
    await t.database.db.insert(savedVocabulary).values({ userId: id, word: "weg", meaning: "gone", language: "de" });

    const wrong = await client.delete("/api/account", { email: "someone@else.com" });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toBe("The e-mail address you typed does not match your account.");

    const res = await client.delete("/api/account", { email: email.toUpperCase() });
    expect(res.status).toBe(200);
    for (const table of ["user", "session", "account", "profiles", "user_settings", "saved_vocabulary"]) {
      const column =
        table === "user" ? "id" : table === "user_settings" ? "user_id" : table === "profiles" ? "id" : "user_id";
      const rows = await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n, table).toBe(0);
    }
    expect(await json(await client.get("/api/auth/get-session"))).toBeNull();
    const again = await testClient(t).post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
    expect(again.status).toBe(401);
  });

  it("changes the password: the current one is checked and the new one follows the sign-up rules", async () => {
    const { client, email } = await signedInUser(t);
    const weak = await client.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "weak",
    });
    expect(weak.status).toBe(400);
    expect((await json(weak)).error.message).toBe("newPassword: Password must be at least 8 characters");
    const wrong = await client.post("/api/auth/change-password", {
      currentPassword: "Wrong1234",
      newPassword: "Changed123",
    });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).error.message).toBe("Current password is incorrect");
    const ok = await client.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "Changed123",
      revokeOtherSessions: true,
    });
    expect(ok.status).toBe(200);
    expect((await testClient(t).post("/api/auth/sign-in/email", { email, password: "Changed123" })).status).toBe(200);
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row).toBeDefined();
  });
});
