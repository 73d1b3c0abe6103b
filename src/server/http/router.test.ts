import { createRoute, z } from "@hono/zod-openapi";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import type { AppEnv } from "./context";
import { ApiError, handleError } from "./errors";
import { createRouter } from "./router";

// A throwaway route through the same router factory and error handler as the real features.
const route = createRoute({
  method: "post",
  path: "/echo",
  request: {
    query: z.object({ limit: z.coerce.number().int().min(1, "Limit must be at least 1") }),
    body: { content: { "application/json": { schema: z.object({ email: z.email("Invalid email address") }) } } },
  },
  responses: { 200: { description: "ok" } },
});

const router = createRouter()
  .openapi(route, (c) => c.json({ email: c.req.valid("json").email }, 200))
  .get("/teapot", () => {
    throw new ApiError(418, "TEAPOT", "I am a teapot.");
  })
  .get("/crash", () => {
    throw new Error("secret internals");
  });
const app = new Hono<AppEnv>().route("/", router);
app.onError(handleError(createLogger("silent")));

const post = (query: string, body: string) =>
  app.request(`/echo${query}`, { method: "POST", body, headers: { "Content-Type": "application/json" } });

describe("validated routes", () => {
  it("passes valid input through", async () => {
    const res = await post("?limit=2", JSON.stringify({ email: "a@b.co" }));
    expect(res.status).toBe(200);
  });

  it("rejects an invalid query with 400, the field and the schema's message", async () => {
    const res = await post("?limit=0", JSON.stringify({ email: "a@b.co" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "limit: Limit must be at least 1",
        fields: { limit: "Limit must be at least 1" },
      },
    });
  });

  it("rejects an invalid body field with the shared message", async () => {
    const res = await post("?limit=1", JSON.stringify({ email: "nope" }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ email: "Invalid email address" });
  });

  it("rejects a body that is not JSON with 400, not 500", async () => {
    const res = await post("?limit=1", "{not json");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("The request body is not valid JSON.");
  });

  it("keeps an ApiError's status and message", async () => {
    const res = await app.request("/teapot");
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ error: { code: "TEAPOT", message: "I am a teapot." } });
  });

  it("hides unexpected errors behind a generic 500", async () => {
    const res = await app.request("/crash");
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.message).toBe("Something went wrong on our side. Please try again.");
    expect(JSON.stringify(body)).not.toContain("secret internals");
  });
});
