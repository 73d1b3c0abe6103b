import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, signedInUser, type TestApp } from "../testing/harness";

/** The API's error messages in the language the client asks for (decision 0012). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const asking = (language?: string): RequestInit => ({
  headers: language ? { "Accept-Language": language } : {},
});

describe("API error messages", () => {
  it("are in the language the client asks for, with Content-Language", async () => {
    const german = await t.app.request("/api/settings", asking("de"));
    expect(german.status).toBe(401);
    expect(german.headers.get("content-language")).toBe("de");
    expect((await json(german)).error).toEqual({
      code: "UNAUTHORIZED",
      message: "Bitte melde dich an, um fortzufahren.",
    });
    const french = await t.app.request("/api/settings", asking("fr-CH,fr;q=0.9"));
    expect((await json(french)).error.message).toBe("Connecte-toi pour continuer.");
  });

  it("stay the specification's English for English, for no preference and for languages we do not have", async () => {
    for (const language of ["en-GB", undefined, "ja"]) {
      const res = await t.app.request("/api/settings", asking(language));
      expect((await json(res)).error.message).toBe("Please sign in to continue.");
    }
  });

  it("translate a validation message with the field's label in it, in the sentence and per field", async () => {
    const { client } = await signedInUser(t);
    const res = await t.app.request("/api/settings", {
      method: "PATCH",
      headers: {
        "Content-Type": "application/json",
        Origin: t.env.appUrl,
        Cookie: client.cookie,
        "Accept-Language": "de",
      },
      body: JSON.stringify({ theme: "blue" }),
    });
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.message).toBe("theme: Design muss einer dieser Werte sein: light, dark, system");
    expect(error.fields).toEqual({ theme: "Design muss einer dieser Werte sein: light, dark, system" });
  });

  it("translate the mistake memory's and the review setting's messages", async () => {
    const { client } = await signedInUser(t);
    const headers = { Cookie: client.cookie, "Accept-Language": "fr" };
    const category = await json(await t.app.request("/api/mistakes?category=grammar", { headers }));
    expect(category.error.fields.category).toMatch(/^La catégorie doit être «\u00a0all\u00a0» ou l’une de spelling, /);
    const missing = await json(
      await t.app.request("/api/mistakes/00000000-0000-4000-8000-000000000000/learned", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Origin: t.env.appUrl },
        body: "{}",
      }),
    );
    expect(missing.error.message).toBe("Erreur introuvable");
    const scheduler = await t.app.request("/api/settings", {
      method: "PATCH",
      headers: { ...headers, "Content-Type": "application/json", Origin: t.env.appUrl, "Accept-Language": "de" },
      body: JSON.stringify({ reviewScheduler: "sometimes" }),
    });
    expect((await json(scheduler)).error.fields.reviewScheduler).toBe(
      "Wiederholungsplanung muss einer dieser Werte sein: fixed, fsrs",
    );
  });

  it("leave a text no catalogue knows as it is", async () => {
    const res = await t.app.request("/api/no-such-route-at-all", asking("de"));
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toMatch(/\/api\/no-such-route-at-all/);
  });
});
