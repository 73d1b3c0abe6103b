import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/**
 * Runtime configuration, validated once at start. Every variable is optional so that `npm start`
 * works offline; a bad value stops the start with one line naming the variable (never a stack trace).
 */

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === "" ? undefined : v));

const wholeNumber = (min: number, fallback: number) => {
  const rule = `must be a whole number of ${min} or more`;
  return z.coerce.number({ message: rule }).int(rule).min(min, rule).default(fallback);
};

const url = (what: string) => optionalText.refine((v) => v === undefined || URL.canParse(v), `must be a URL (${what})`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ message: "must be a whole number between 0 and 65535" })
      .int("must be a whole number between 0 and 65535")
      .min(0, "must be a whole number between 0 and 65535")
      .max(65535, "must be a whole number between 0 and 65535")
      .default(3000),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      "must start with postgres:// or postgresql://",
    ),
    APP_URL: url("e.g. https://parley.example.com"),
    AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
    SMTP_URL: url("e.g. smtp://user:pass@mail.example.com:587"),
    MAIL_FROM: optionalText,
    /** 1: keep mail in the local outbox on purpose, even with NODE_ENV=production (a private install). */
    MAIL_OUTBOX: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    TUTOR_PROVIDER: z.enum(["offline", "openai", "anthropic", "openai-compatible"]).default("offline"),
    TUTOR_MODEL: optionalText,
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: url("e.g. http://localhost:11434/v1"),
    ANTHROPIC_API_KEY: optionalText,
    ANTHROPIC_BASE_URL: url("e.g. https://api.anthropic.com/v1"),
    /** How long one tutor call (a reply, a translation, a hint) may take before the learner is told it failed. */
    TUTOR_TIMEOUT_MS: wholeNumber(1, 30_000),
    /** LLM tutor calls (replies, translations, word look-ups, hints) per learner and minute. */
    TUTOR_CALLS_PER_MINUTE: wholeNumber(1, 30),
    REALTIME_MODEL: optionalText,
    REALTIME_BASE_URL: url("e.g. https://api.openai.com/v1"),
    /** OpenAI speech for 'Listen' (TUTOR_PROVIDER=openai only; otherwise the browser speaks). */
    TTS_MODEL: optionalText,
    TTS_VOICE: optionalText,
    AUTH_SIGN_IN_LIMIT_PER_MINUTE: wholeNumber(1, 10),
    /** Reverse proxies in front of the server that append to X-Forwarded-For (0: use the connection's address). */
    TRUST_PROXY_HOPS: wholeNumber(0, 0),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) issue("AUTH_SECRET", "is required when NODE_ENV=production");
    // Without SMTP a production server would keep every verification mail on its disk, where nobody reads it.
    if (env.NODE_ENV === "production" && !env.SMTP_URL && env.MAIL_OUTBOX !== "1") {
      issue("SMTP_URL", "is required when NODE_ENV=production (or set MAIL_OUTBOX=1 to keep mail on this machine)");
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      issue(env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID", "must be set together with the other");
    }
    if (env.TUTOR_PROVIDER === "openai" && !env.OPENAI_API_KEY)
      issue("OPENAI_API_KEY", "is required for TUTOR_PROVIDER=openai");
    if (env.TUTOR_PROVIDER === "anthropic" && !env.ANTHROPIC_API_KEY) {
      issue("ANTHROPIC_API_KEY", "is required for TUTOR_PROVIDER=anthropic");
    }
    if (env.TUTOR_PROVIDER === "openai-compatible" && !env.OPENAI_BASE_URL) {
      issue("OPENAI_BASE_URL", "is required for TUTOR_PROVIDER=openai-compatible");
    }
  });

export type Env = z.infer<typeof envSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Origin used in links (APP_URL or http://localhost:PORT). */
  appUrl: string;
  /** AUTH_SECRET, or one generated once into DATA_DIR. */
  authSecret: string;
  /** Mail is kept in DATA_DIR/outbox (no SMTP_URL): readable at /dev/mailbox from this machine only. */
  outbox: boolean;
};

/** Thrown for bad configuration; its message is the one line printed before exiting. */
export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    const name = String(first.path[0] ?? "configuration");
    const got = source[name];
    const shown = got === undefined ? "" : ` (got "${/SECRET|KEY|PASSWORD|URL/.test(name) ? "***" : got}")`;
    throw new ConfigError(`Configuration error: ${name} ${first.message}${shown}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    authSecret: env.AUTH_SECRET ?? generatedSecret(dataDir),
    outbox: !env.SMTP_URL,
  };
}

/** A laptop install gets a random secret, kept in DATA_DIR so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // holds the database, the secret and the mail outbox
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
