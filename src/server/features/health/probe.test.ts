import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createDatabaseProbe } from "./probe";

function fakeDatabase(answers: boolean[]) {
  let calls = 0;
  const database = {
    ping: async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return answers.shift() ?? true;
    },
  } as unknown as Database;
  return { database, calls: () => calls };
}

describe("database probe", () => {
  it("shares one ping between concurrent checks", async () => {
    const { database, calls } = fakeDatabase([true]);
    const probe = createDatabaseProbe(database);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(calls()).toBe(1);
  });

  it("reuses a result within maxAge and pings again after it", async () => {
    const { database, calls } = fakeDatabase([true, false]);
    const probe = createDatabaseProbe(database, 20);
    expect(await probe()).toBe(true);
    expect(await probe()).toBe(true);
    expect(calls()).toBe(1);
    await new Promise((r) => setTimeout(r, 25));
    expect(await probe()).toBe(false);
    expect(calls()).toBe(2);
  });
});
