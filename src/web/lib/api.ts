/**
 * The web's API client: same-origin fetch, JSON in and out, typed with the shared schemas' types.
 * Responses are not re-validated here (the server validates; zod stays out of the first page load).
 * Every failure becomes an ApiError whose message a person can read.
 */
import { catalogue, documentLocale, i18nFor } from "./i18n";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The status a server-side form action answers with: the API's, or 503 when it could not be reached (status 0). */
  get answerStatus(): number {
    return this.status >= 400 ? this.status : 503;
  }
}

/**
 * Whether a page's read names nothing: a 404, or a 400 for an address the API refuses outright (an id of 101
 * characters, a NUL byte): either way the page shows its 'not found', never an error screen.
 */
export const namesNothing = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
catalogue(import.meta.glob("./messages/*.json", { import: "default" }));
/** This module's own texts, in the page's language. */
const text = (key: "lib.api.unreachable" | "lib.api.status", values?: Record<string, unknown>) =>
  i18nFor(documentLocale())._(key, values);

let transport: Transport = (path, init) => fetch(path, init);

/** The server renderer answers the page's reads in-process, as the request's own user; the browser uses fetch. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * A request to the API, its response as it comes (`api` reads it as JSON; the chat reads its reply as it streams):
 * in the browser a fetch, on the server the API answered in-process as the request's user. The server writes its
 * texts and error messages in the page's language.
 */
export function apiResponse(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
  return transport(path, {
    ...init,
    headers: { ...init.headers, "Accept-Language": documentLocale() },
    credentials: "same-origin",
  });
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiResponse(path, {
      method: options.method ?? "GET",
      headers: options.body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", text("lib.api.unreachable"));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } })?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "HTTP_ERROR",
      error?.message ?? text("lib.api.status", { status: response.status }),
      error?.fields,
    );
  }
  return payload as T;
}
