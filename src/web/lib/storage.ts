import { STORAGE_PREFIX } from "../../shared/constants";

/**
 * Local storage with the spec's rules (accounts §3, §8, §9): brand-prefixed keys, entries
 * `{ data, timestamp, version: "1.0" }`, 7-day expiry, invalid or expired entries removed on read.
 */
export const STORAGE_VERSION = "1.0";
export const STORAGE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const STORAGE_CAPACITY_BYTES = 5 * 1024 * 1024;

export const STORAGE_ERRORS = {
  unavailable: "Storage not available",
  notFound: "Item not found",
  invalidFormat: "Invalid storage format",
  expired: "Data expired",
  validation: (detail: string) => `Validation failed: ${detail}`,
} as const;

export type StorageResult<T> = { ok: true; data: T } | { ok: false; error: string };

interface Entry<T> {
  data: T;
  timestamp: number;
  version: string;
}

export class LocalStore {
  constructor(
    private readonly storage: Storage | undefined = typeof localStorage === "undefined" ? undefined : localStorage,
    private readonly now: () => number = Date.now,
  ) {}

  key(name: string): string {
    return `${STORAGE_PREFIX}${name}`;
  }

  set<T>(name: string, data: T): StorageResult<T> {
    if (!this.storage) return { ok: false, error: STORAGE_ERRORS.unavailable };
    try {
      const entry: Entry<T> = { data, timestamp: this.now(), version: STORAGE_VERSION };
      this.storage.setItem(this.key(name), JSON.stringify(entry));
      return { ok: true, data };
    } catch {
      return { ok: false, error: STORAGE_ERRORS.unavailable };
    }
  }

  /** Reads an entry; `validate` may reject its data (the entry is then removed, like an invalid one). */
  get<T>(name: string, validate?: (data: unknown) => string | undefined): StorageResult<T> {
    if (!this.storage) return { ok: false, error: STORAGE_ERRORS.unavailable };
    let raw: string | null;
    try {
      raw = this.storage.getItem(this.key(name));
    } catch {
      return { ok: false, error: STORAGE_ERRORS.unavailable };
    }
    if (raw === null) return { ok: false, error: STORAGE_ERRORS.notFound };
    let entry: Entry<T>;
    try {
      entry = JSON.parse(raw) as Entry<T>;
    } catch {
      return this.drop(name, STORAGE_ERRORS.invalidFormat);
    }
    if (
      !entry ||
      typeof entry !== "object" ||
      !("data" in entry) ||
      typeof entry.timestamp !== "number" ||
      entry.version !== STORAGE_VERSION
    ) {
      return this.drop(name, STORAGE_ERRORS.invalidFormat);
    }
    if (this.now() - entry.timestamp > STORAGE_MAX_AGE_MS) return this.drop(name, STORAGE_ERRORS.expired);
    const problem = validate?.(entry.data);
    if (problem) return this.drop(name, STORAGE_ERRORS.validation(problem));
    return { ok: true, data: entry.data };
  }

  remove(name: string): void {
    try {
      this.storage?.removeItem(this.key(name));
    } catch {
      // nothing to do: storage unavailable
    }
  }

  /** Share of the assumed 5 MB used by our keys, in percent. */
  usagePercent(): number {
    if (!this.storage) return 0;
    let bytes = 0;
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) bytes += (key.length + (this.storage.getItem(key)?.length ?? 0)) * 2;
    }
    return Math.min(100, (bytes / STORAGE_CAPACITY_BYTES) * 100);
  }

  private drop<T>(name: string, error: string): StorageResult<T> {
    this.remove(name);
    return { ok: false, error };
  }
}

export const localStore = new LocalStore();
