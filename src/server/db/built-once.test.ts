import { describe, expect, it } from "vitest";
import { builtOnce } from "./built-once";
import type { Db } from "./client";

describe("builtOnce", () => {
  it("builds a read once per database and shape, and again for another database", () => {
    const builds: string[] = [];
    const read = builtOnce((db: Db, shape: string) => {
      builds.push(shape);
      return { db, shape };
    });
    const one = {} as Db;
    const other = {} as Db;
    expect(read(one)).toBe(read(one));
    expect(read(one, "search")).toBe(read(one, "search"));
    expect(read(one, "search")).not.toBe(read(one));
    expect(read(other)).not.toBe(read(one));
    expect(read(other).db).toBe(other);
    expect(builds).toEqual(["", "search", ""]);
  });
});
