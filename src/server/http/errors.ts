import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { Logger } from "../logger";
import type { AppEnv } from "./context";

/** Every 4xx/5xx body: `{ error: { code, message } }`, with a message a person understands. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** For a refusal of a form's field: the field's message, as zod's refusals give it. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

const ARTICLE: Record<string, string> = { array: "a list", object: "an object", integer: "a whole number" };

/**
 * Zod's own wording for a wrong or missing type ("Invalid input: expected string, received undefined") is for
 * developers; our schemas' messages are kept as they are.
 */
function readable(issue: ZodError["issues"][number]): string {
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input: expected")) {
    if (issue.message.endsWith("received undefined")) return "is required";
    return `must be ${ARTICLE[issue.expected] ?? `a ${issue.expected}`}`;
  }
  if (issue.message === "Invalid input") return "is not valid";
  if ((issue.code === "too_big" || issue.code === "too_small") && /^Too (big|small):/.test(issue.message)) {
    const bound = issue.code === "too_big" ? issue.maximum : issue.minimum;
    const limit = `${issue.code === "too_big" ? "at most" : "at least"} ${bound}`;
    const plural = Number(bound) === 1 ? "" : "s";
    if (issue.origin === "string") return `must be ${limit} character${plural} long`;
    if (issue.origin === "array" || issue.origin === "set") return `must hold ${limit} item${plural}`;
    return `must be ${limit}`;
  }
  if (issue.code === "unrecognized_keys" && issue.message.startsWith("Unrecognized key"))
    return `has unknown fields: ${issue.keys.join(", ")}`;
  return issue.message;
}

/** Turns a zod failure into one readable sentence plus a field -> message map for forms. */
export function validationBody(error: ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  const sentences = error.issues.map((issue) => {
    const field = issue.path.join(".");
    const message = readable(issue);
    const own = message !== issue.message || issue.code === "unrecognized_keys";
    fields[field || "_"] ??= own ? `${field ? "This field" : "The request"} ${message}` : message;
    if (own) return `${field ? `'${field}'` : "The request"} ${message}`;
    return field ? `${field}: ${message}` : message;
  });
  return errorBody("VALIDATION_ERROR", sentences[0] ?? "Invalid request", fields);
}

const statusCodes: Partial<Record<number, string>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
};

export const DATABASE_UNAVAILABLE = "Parley cannot reach its database just now. Please try again in a moment.";

/** PostgreSQL's connection-failure and shutdown codes, and the socket errors of a server going away. */
const CONNECTION_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
]);

/** Whether an error (or one of its causes) is a lost or refused database connection. */
function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
    if (/Connection terminated|connection (was )?closed|PGlite is closed/i.test(e.message)) return true;
  }
  return false;
}

/**
 * A 503 that says so, when the cause of a failure is the database being down or restarting: a lost connection, or
 * (when the error does not tell) a database that does not answer now.
 */
export async function unavailableIfDatabaseDown(c: Context<AppEnv>, err?: unknown): Promise<Response | undefined> {
  const database = c.get("services")?.database;
  if (!database) return undefined;
  if (!isConnectionError(err) && (await database.ping(1000))) return undefined;
  c.header("Retry-After", "5");
  return c.json(errorBody("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE), 503);
}

/**
 * App-wide error handler: known errors keep their status; a failure while the database is unreachable is a 503
 * that says so; anything else is logged and becomes a 500.
 */
export function handleError(logger: Logger) {
  return async (err: Error, c: Context<AppEnv>) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message =
        err.status === 400 && /JSON/i.test(err.message) ? "The request body is not valid JSON." : err.message;
      return c.json(errorBody(statusCodes[status] ?? "ERROR", message || "Request failed"), status);
    }
    const unavailable = await unavailableIfDatabaseDown(c, err);
    if (unavailable) {
      logger.warn({ reqId: c.get("requestId"), err: err.message }, "database unavailable");
      return unavailable;
    }
    logger.error({ err, reqId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
  };
}

export function apiNotFound(c: Context) {
  // The path is echoed for the developer who mistyped it, but never at any length a client chooses.
  const path = c.req.path.length > 120 ? `${c.req.path.slice(0, 120)}…` : c.req.path;
  return c.json(errorBody("NOT_FOUND", `There is no API route ${c.req.method} ${path}.`), 404);
}
