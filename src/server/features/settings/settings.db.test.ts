import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../../shared/schemas/settings";
import { user } from "../../db/schema";
import { createTestApp, json, signedInUser, TEST_PASSWORD, type TestApp, testClient } from "../../testing/harness";
import { readSettings } from "./data";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("settings API", () => {
  it("refuses visitors with 401", async () => {
    const res = await testClient(t).get("/api/settings");
    expect(res.status).toBe(401);
    expect((await json(res)).error.message).toBe("Please sign in to continue.");
    expect((await testClient(t).patch("/api/settings", { showHints: false })).status).toBe(401);
  });

  it.each([
    [
      "the footer's choice (cookie) over the browser's languages",
      { Cookie: "parley-locale=fr", "Accept-Language": "de" },
      "fr",
    ],
    ["the browser's best language", { "Accept-Language": "es-ES,es;q=0.9,de-AT;q=0.8,en;q=0.5" }, "de"],
    ["English when nothing matches", { "Accept-Language": "ja" }, "en"],
  ])("adopts the interface language of the visitor on sign-up: %s", async (_case, headers, expected) => {
    const email = `language-${expected}-${Date.now()}@example.com`;
    const res = await t.app.request(
      "/api/auth/sign-up/email",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: t.env.appUrl, ...headers },
        body: JSON.stringify({ name: "Visitor", email, password: TEST_PASSWORD }),
      },
      {
        incoming: {
          socket: { remoteAddress: `10.9.0.${expected.charCodeAt(0)}`, remotePort: 1, remoteFamily: "IPv4" },
        },
      },
    );
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect((await readSettings(t.database.db, row!.id)).interfaceLanguage).toBe(expected);
  });

  it("creates the row with the spec's defaults on first read", async () => {
    const { client } = await signedInUser(t);
    expect(await json(await client.get("/api/settings"))).toEqual(DEFAULT_SETTINGS);
  });

  it("saves every kind of setting and reads it back", async () => {
    const { client } = await signedInUser(t);
    const patch = {
      theme: "dark",
      interfaceLanguage: "de",
      soundEffects: false,
      speechSpeed: 1.3,
      dailyReminders: false,
      targetLevel: "C1",
      dailyGoalMinutes: 45,
      weeklyGoalSessions: 3,
      spacedRepetitionIntervals: [1, 5, 15, 30, 60],
      dailyReviewGoal: 35,
      autoAdvanceCards: true,
      cardAnimationSpeed: "fast",
      analytics: false,
      nativeLanguage: "spanish",
      targetLanguage: "italian",
      profileDailyGoal: 60,
      proficiency: "intermediate",
      timeZone: "Europe/Berlin",
    };
    const res = await client.patch("/api/settings", patch);
    expect(res.status).toBe(200);
    expect(await json(await client.get("/api/settings"))).toEqual({ ...DEFAULT_SETTINGS, ...patch });
  });

  it.each([
    ["speechSpeed", 2.5, "speechSpeed: Speech speed must be between 0.5 and 2"],
    ["speechSpeed", 0.45, "speechSpeed: Speech speed must be between 0.5 and 2"],
    ["dailyGoalMinutes", 130, "dailyGoalMinutes: Daily goal must be between 5 and 120 minutes"],
    ["dailyGoalMinutes", 33, "dailyGoalMinutes: Daily goal must be in steps of 5"],
    ["weeklyGoalSessions", 0, "weeklyGoalSessions: Weekly goal must be between 1 and 7 sessions"],
    ["dailyReviewGoal", 200, "dailyReviewGoal: Daily review goal must be between 5 and 100 cards"],
    ["targetLevel", "Z9", "targetLevel: Target level must be one of A1, A2, B1, B2, C1, C2"],
    ["cardAnimationSpeed", "ludicrous", "cardAnimationSpeed: Card animation speed must be one of slow, normal, fast"],
    ["spacedRepetitionIntervals", [-3], "spacedRepetitionIntervals.0: Review intervals must be at least 1 day"],
    ["theme", "neon", "theme: Theme must be one of light, dark, system"],
    ["interfaceLanguage", "xx", "interfaceLanguage: Interface language must be one of en, de, fr"],
    ["soundEffects", "loud", "soundEffects: Sound effects must be true or false"],
    ["profileDailyGoal", 25, "profileDailyGoal: Daily goal must be 15, 30, 45 or 60 minutes"],
    [
      "proficiency",
      "guru",
      "proficiency: Proficiency must be one of beginner, elementary, intermediate, upper-intermediate",
    ],
    ["timeZone", "Nowhere/Town", "timeZone: Time zone must be a valid IANA time zone, e.g. Europe/Berlin"],
  ])("refuses %s = %j with 400 and a clear message", async (key, value, message) => {
    const { client } = await signedInUser(t);
    const res = await client.patch("/api/settings", { [key]: value });
    expect(res.status).toBe(400);
    expect((await json(res)).error.message).toBe(message);
    expect((await json(await client.get("/api/settings")))[key]).toEqual(
      DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS],
    );
  });

  it("refuses unknown keys", async () => {
    const { client } = await signedInUser(t);
    const res = await client.patch("/api/settings", { userId: "someone-else", showHints: false });
    expect(res.status).toBe(400);
  });

  it("keeps each user's settings apart", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await a.client.patch("/api/settings", { targetLevel: "A1" });
    await b.client.patch("/api/settings", { targetLevel: "C2" });
    expect((await json(await a.client.get("/api/settings"))).targetLevel).toBe("A1");
    expect((await json(await b.client.get("/api/settings"))).targetLevel).toBe("C2");
  });
});
