import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { Logger } from "../logger";

/** Every 4xx/5xx body: `{ error: { code, message } }`, with a message a person understands. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const errorBody = (code: string, message: string, fields?: Record<string, string>): ErrorBody => ({
  error: fields ? { code, message, fields } : { code, message },
});

/** Turns a zod failure into one readable sentence plus a field -> message map for forms. */
export function validationBody(error: ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return errorBody("VALIDATION_ERROR", `${where}${first?.message ?? "Invalid request"}`, fields);
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

/** App-wide error handler: known errors keep their status; anything else is logged and becomes a 500. */
export function handleError(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message =
        err.status === 400 && /JSON/i.test(err.message) ? "The request body is not valid JSON." : err.message;
      return c.json(errorBody(statusCodes[status] ?? "ERROR", message || "Request failed"), status);
    }
    logger.error({ err, reqId: c.get("requestId") }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
  };
}

export function apiNotFound(c: Context) {
  return c.json(errorBody("NOT_FOUND", `There is no API route ${c.req.method} ${c.req.path}.`), 404);
}
