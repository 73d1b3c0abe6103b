import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

const dataDir = () => mkdtempSync(join(tmpdir(), "parley-env-"));

function configError(source: Record<string, string>): string {
  try {
    loadEnv({ DATA_DIR: dataDir(), ...source });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected a configuration error");
}

describe("configuration", () => {
  it("works with nothing set: offline defaults", () => {
    const env = loadEnv({ DATA_DIR: dataDir() });
    expect(env.PORT).toBe(3000);
    expect(env.TUTOR_PROVIDER).toBe("offline");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.TUTOR_TIMEOUT_MS).toBe(30_000);
    expect(env.TUTOR_CALLS_PER_MINUTE).toBe(30);
  });

  it("generates an auth secret once into DATA_DIR and reuses it", () => {
    const dir = dataDir();
    const first = loadEnv({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("names the variable and the rule in one line", () => {
    const message = configError({ PORT: "abc" });
    expect(message).toBe('Configuration error: PORT must be a whole number between 0 and 65535 (got "abc")');
    expect(message).not.toContain("\n");
  });

  it.each([
    [{ PORT: "70000" }, "PORT must be a whole number between 0 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ APP_URL: "not a url" }, "APP_URL must be a URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET must be at least 32 characters"],
    [{ NODE_ENV: "production" }, "AUTH_SECRET is required when NODE_ENV=production"],
    [{ TUTOR_PROVIDER: "magic" }, "TUTOR_PROVIDER"],
    [{ TUTOR_PROVIDER: "openai" }, "OPENAI_API_KEY is required for TUTOR_PROVIDER=openai"],
    [{ TUTOR_PROVIDER: "anthropic" }, "ANTHROPIC_API_KEY is required for TUTOR_PROVIDER=anthropic"],
    [{ TUTOR_PROVIDER: "openai-compatible" }, "OPENAI_BASE_URL is required for TUTOR_PROVIDER=openai-compatible"],
    [{ ANTHROPIC_BASE_URL: "api.anthropic" }, "ANTHROPIC_BASE_URL must be a URL"],
    [{ TUTOR_TIMEOUT_MS: "soon" }, "TUTOR_TIMEOUT_MS must be a whole number of 1 or more"],
    [{ TUTOR_CALLS_PER_MINUTE: "0" }, "TUTOR_CALLS_PER_MINUTE must be a whole number of 1 or more"],
    [{ GOOGLE_CLIENT_ID: "id" }, "GOOGLE_CLIENT_SECRET must be set together with the other"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32) }, "SMTP_URL is required when NODE_ENV=production"],
    [{ MAIL_OUTBOX: "yes" }, "MAIL_OUTBOX must be 0 or 1"],
  ])("refuses %j", (source, expected) => {
    expect(configError(source)).toContain(expected);
  });

  it("never echoes a secret value", () => {
    expect(configError({ AUTH_SECRET: "tiny-secret" })).not.toContain("tiny-secret");
    expect(configError({ DATABASE_URL: "mysql://user:pw@host/db" })).not.toContain("pw@host");
  });
});
