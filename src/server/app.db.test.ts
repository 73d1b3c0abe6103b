import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseListSchema } from "../shared/schemas/course";
import { DATABASE_UNAVAILABLE } from "./http/errors";
import { createTestApp, json, signedInUser, type TestApp } from "./testing/harness";
import { sourceWebBundle } from "./testing/web";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: await sourceWebBundle() });
});
afterAll(() => t.close());

describe("API basics", () => {
  it("health reports a reachable database", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.status).toBe("ok");
    expect(body.database).toEqual({ kind: t.database.kind, reachable: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("reports 503 'degraded' when the database is unreachable", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.request("/api/health");
    expect(res.status).toBe(503);
    expect((await json(res)).database.reachable).toBe(false);
    await broken.close();
  });

  it("answers 503 with a clear message, not 500, while the database is unreachable", async () => {
    const broken = await createTestApp();
    const learner = await signedInUser(broken);
    expect((await learner.client.get("/api/notes")).status).toBe(200);
    await broken.database.close();
    for (const res of [
      await learner.client.get("/api/notes"),
      await learner.client.post("/api/vocabulary", { word: "Haus", meaning: "house", language: "de" }),
      await learner.client.get("/api/auth/get-session"),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await json(res)).error).toEqual({ code: "SERVICE_UNAVAILABLE", message: DATABASE_UNAVAILABLE });
    }
    await broken.close().catch(() => {});
  });

  it("applies the committed migrations", async () => {
    const result = await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(expect.arrayContaining(["account", "rate_limit", "session", "user", "verification"]));
  });

  it("lists the visible courses, German first, with French replaced by 'more coming'", async () => {
    const res = await t.app.request("/api/courses");
    expect(res.status).toBe(200);
    const body = courseListSchema.parse(await json(res));
    const ids = body.courses.map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual(["complete-german", "complete-english"]);
    expect(ids).not.toContain("french-conversations");
    expect(body.moreComing).toBe(true);
    for (const course of body.courses) {
      expect(course.chapterCount).toBeGreaterThan(0);
      expect(course.tutorCount).toBeGreaterThan(0);
    }
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({
      error: { code: "NOT_FOUND", message: "There is no API route GET /api/does-not-exist." },
    });
    const long = await json(await t.app.request(`/api/${"a".repeat(5000)}`));
    expect(long.error.message).toBe(`There is no API route GET /api/${"a".repeat(115)}….`);
  });

  it("refuses an oversized body with 413 and a readable message", async () => {
    const res = await t.app.request("/api/courses", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 1),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await json(res)).error.message).toBe("The request body is larger than 1 MB.");
  });

  it("serves an OpenAPI document describing the routes", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/health", "/courses"]));
  });

  it("sends security headers, with the inline theme script hashed into the CSP", async () => {
    const res = await t.app.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

/** The modules a page's boot script preloads. */
const bootModules = (html: string) => /data-modules="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];

describe("pages", () => {
  it("are rendered on the server, with the page's own code preloaded", async () => {
    const res = await t.app.request("/course/complete-german/scenarios");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Complete German");
    // The boot script starts the entry and these modules once the page has painted.
    expect(html).toMatch(/<script id="parley-boot" data-entry="\/assets\/app-abc123.js" data-modules="[^"]*"/);
    expect(bootModules(html)).toEqual(expect.arrayContaining(["/assets/list-1.js", "/assets/vendor-1.js"]));
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<style id="app-css">body{color:#111}</style>');
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("match pages as the router ranks them: a literal segment beats a parameter", async () => {
    const preloads = async (path: string) => bootModules(await (await t.app.request(path)).text());
    const learner = await signedInUser(t);
    const signedIn = async (path: string) => bootModules(await (await learner.client.get(path)).text());
    expect(await signedIn("/learning-studio/notes")).toContain("/assets/notes-1.js");
    expect(await signedIn("/learning-studio/reading")).toContain("/assets/practice-1.js");
    expect(await preloads("/")).toContain("/assets/home-1.js");
    expect(await preloads("/no/such/page")).toContain("/assets/missing-1.js");
  });

  it("escape what the URL says: nothing from it reaches the HTML as markup", async () => {
    const res = await t.app.request(`/course/${encodeURIComponent('x"><script>alert(1)</script>')}/scenarios`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain("<script>alert(1)");
    expect((await t.app.request("/course/%E0%A4%A/scenarios")).status).toBe(404);
  });

  it("caches hashed assets for a year and other files not at all", async () => {
    const asset = await t.app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("no-cache");
  });
});
