import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationBody } from "./errors";

const messageFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a failure");
  return validationBody(result.error).error;
};

describe("validation messages", () => {
  const schema = z.strictObject({ token: z.string(), count: z.number(), tags: z.array(z.string()) });

  it("says a missing field is required, in place of zod's wording", () => {
    expect(messageFor(schema, { count: 1, tags: [] })).toEqual({
      code: "VALIDATION_ERROR",
      message: "'token' is required",
      fields: { token: "This field is required" },
    });
  });

  it("names the type a field must have", () => {
    expect(messageFor(schema, { token: "x", count: "1", tags: [] }).message).toBe("'count' must be a number");
    expect(messageFor(schema, { token: "x", count: 1, tags: "a" }).message).toBe("'tags' must be a list");
  });

  it("states size limits in words", () => {
    const sized = z.object({ name: z.string().max(3), tags: z.array(z.string()).min(1), age: z.number().max(120) });
    expect(messageFor(sized, { name: "abcd", tags: ["a"], age: 1 }).message).toBe(
      "'name' must be at most 3 characters long",
    );
    expect(messageFor(sized, { name: "a", tags: [], age: 1 }).message).toBe("'tags' must hold at least 1 item");
    expect(messageFor(sized, { name: "a", tags: ["a"], age: 200 }).message).toBe("'age' must be at most 120");
  });

  it("lists unknown fields", () => {
    expect(messageFor(schema, { token: "x", count: 1, tags: [], admin: true }).message).toBe(
      "The request has unknown fields: admin",
    );
  });

  it("keeps our schemas' own messages", () => {
    const titled = z.object({ title: z.string({ message: "Title is required" }).min(1, "Title is required") });
    expect(messageFor(titled, {}).message).toBe("title: Title is required");
    expect(messageFor(titled, { title: "" }).message).toBe("title: Title is required");
  });
});
