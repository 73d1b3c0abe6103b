import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzRoutes, type RouteSpec, routesOf } from "./testing/fuzz";
import { createTestApp, signedInUser, type TestApp } from "./testing/harness";

/** A bounded run with a fixed seed in every `npm test`; `npm run fuzz` sends 500 cases a route. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let routes: RouteSpec[];
beforeAll(async () => {
  // Rate limits would turn later cases into 429s and hide what the routes do with them.
  t = await createTestApp({ env: { AUTH_SIGN_IN_LIMIT_PER_MINUTE: "100000", TUTOR_CALLS_PER_MINUTE: "100000" } });
  routes = await routesOf(t);
});
afterAll(() => t.close());

describe("fuzzing every route of the OpenAPI document", () => {
  it("covers the routes", () => {
    expect(routes.length).toBeGreaterThanOrEqual(45);
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
