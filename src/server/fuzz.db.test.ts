import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../web/app/pages";
import { fuzzPages, fuzzRoutes, type RouteSpec, routesOf } from "./testing/fuzz";
import { createTestApp, signedInUser, type TestApp } from "./testing/harness";
import { sourceWebBundle } from "./testing/web";

/** A bounded run with a fixed seed in every `npm test`; `npm run fuzz` sends 500 cases a route. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let routes: RouteSpec[];
beforeAll(async () => {
  // Rate limits would turn later cases into 429s and hide what the routes do with them.
  t = await createTestApp({
    web: await sourceWebBundle(),
    env: { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000", TUTOR_CALLS_PER_MINUTE: "100000" },
  });
  routes = await routesOf(t);
});
afterAll(() => t.close());

describe("fuzzing every route of the OpenAPI document", () => {
  it("covers the routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
    // A learner's own scenarios (issue 36): every route of the form, the file and the draft.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /custom-scenarios",
        "POST /custom-scenarios",
        "GET /custom-scenarios/{id}",
        "PUT /custom-scenarios/{id}",
        "DELETE /custom-scenarios/{id}",
        "GET /custom-scenarios/{id}/file",
        "POST /custom-scenarios/import",
        "POST /custom-scenarios/draft",
      ]),
    );
  });

  it("answers a visitor's malformed requests below 500, with readable JSON errors", async () => {
    const results = await fuzzRoutes(t, routes, { runs: RUNS, seed: SEED });
    expect(results.filter((r) => r.failure)).toEqual([]);
    expect(results.every((r) => r.cases === RUNS)).toBe(true);
  }, 600_000);

  it("answers a signed-in learner's malformed requests below 500, with readable JSON errors", async () => {
    const results = await fuzzRoutes(t, routes, {
      runs: RUNS,
      seed: SEED + 1,
      cookie: async () => (await signedInUser(t)).client.cookie,
    });
    expect(results.filter((r) => r.failure)).toEqual([]);
    expect(results.every((r) => r.cases === RUNS)).toBe(true);
  }, 600_000);
});

describe("fuzzing every page", () => {
  const patterns = PAGES.map((page) => page.path);

  it("answers a visitor's hostile URLs below 500, within the bound", async () => {
    const results = await fuzzPages(t, patterns, { runs: RUNS, seed: SEED + 2 });
    expect(results.filter((r) => r.failure)).toEqual([]);
    expect(results.every((r) => r.cases === RUNS)).toBe(true);
  }, 600_000);

  it("answers a signed-in learner's hostile URLs below 500, within the bound", async () => {
    const results = await fuzzPages(t, patterns, {
      runs: RUNS,
      seed: SEED + 3,
      cookie: async () => (await signedInUser(t)).client.cookie,
    });
    expect(results.filter((r) => r.failure)).toEqual([]);
    expect(results.every((r) => r.cases === RUNS)).toBe(true);
  }, 600_000);
});
