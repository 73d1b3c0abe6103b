import { describe, expect, it } from "vitest";
import { LocalStore, STORAGE_ERRORS, STORAGE_MAX_AGE_MS } from "./storage";
import { MemoryStorage } from "./testing/memory-storage";

describe("local storage wrapper", () => {
  it("stores brand-prefixed entries with timestamp and version", () => {
    const storage = new MemoryStorage();
    const store = new LocalStore(storage, () => 1000);
    store.set("user_avatar", "/avatars/presets/x.svg");
    expect(JSON.parse(storage.getItem("parley:user_avatar")!)).toEqual({
      data: "/avatars/presets/x.svg",
      timestamp: 1000,
      version: "1.0",
    });
    expect(store.get("user_avatar")).toEqual({ ok: true, data: "/avatars/presets/x.svg" });
  });

  it("reports missing items", () => {
    expect(new LocalStore(new MemoryStorage()).get("nothing")).toEqual({ ok: false, error: STORAGE_ERRORS.notFound });
  });

  it("removes invalid entries", () => {
    const storage = new MemoryStorage();
    storage.setItem("parley:bad", "{not json");
    storage.setItem("parley:old-format", JSON.stringify({ data: 1, timestamp: 1, version: "0.9" }));
    const store = new LocalStore(storage);
    expect(store.get("bad")).toEqual({ ok: false, error: "Invalid storage format" });
    expect(store.get("old-format")).toEqual({ ok: false, error: "Invalid storage format" });
    expect(storage.length).toBe(0);
  });

  it("expires entries after 7 days and removes them", () => {
    const storage = new MemoryStorage();
    let now = 0;
    const store = new LocalStore(storage, () => now);
    store.set("x", 1);
    now = STORAGE_MAX_AGE_MS;
    expect(store.get("x")).toEqual({ ok: true, data: 1 });
    now = STORAGE_MAX_AGE_MS + 1;
    expect(store.get("x")).toEqual({ ok: false, error: "Data expired" });
    expect(storage.getItem("parley:x")).toBeNull();
  });

  it("removes entries that fail validation, with the reason", () => {
    const storage = new MemoryStorage();
    const store = new LocalStore(storage);
    store.set("avatar", 42);
    const result = store.get("avatar", (d) => (typeof d === "string" ? undefined : "expected a URL"));
    expect(result).toEqual({ ok: false, error: "Validation failed: expected a URL" });
    expect(storage.length).toBe(0);
  });

  it("says when storage is not available", () => {
    const store = new LocalStore(undefined);
    expect(store.set("x", 1)).toEqual({ ok: false, error: "Storage not available" });
    expect(store.get("x")).toEqual({ ok: false, error: "Storage not available" });
  });

  it("measures usage of our keys against 5 MB", () => {
    const storage = new MemoryStorage();
    storage.setItem("other-app", "x".repeat(100_000));
    const store = new LocalStore(storage);
    expect(store.usagePercent()).toBe(0);
    store.set("big", "x".repeat(262_000));
    expect(store.usagePercent()).toBeGreaterThan(9.9);
    expect(store.usagePercent()).toBeLessThan(10.1);
  });
});
