import { ApiError } from "../../lib/api";
import type { useT } from "./i18n";

type Translate = ReturnType<typeof useT>;

/** The verification page's error texts (accounts §8 "Verification page"). */
export const VERIFY_MESSAGES = {
  alreadyVerified: "auth.verify.error.alreadyVerified",
  expiredOrInvalid: "auth.verify.error.expiredOrInvalid",
  failed: "auth.verify.error.failed",
  invalidLink: "auth.verify.error.invalidLink",
  noUser: "auth.verify.error.noUser",
  unexpected: "auth.verify.error.unexpected",
} as const;

/** Error passed in the link itself (?error=…&error_description=…). */
export function messageForLinkError(t: Translate, description: string | null): string {
  if (description?.includes("already been confirmed")) return t(VERIFY_MESSAGES.alreadyVerified);
  if (description && /expired|invalid/i.test(description)) return t(VERIFY_MESSAGES.expiredOrInvalid);
  return description || t(VERIFY_MESSAGES.failed);
}

/** Error from the verification call. */
export function messageForVerifyError(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t(VERIFY_MESSAGES.unexpected);
  if (error.code === "EMAIL_ALREADY_VERIFIED") return t(VERIFY_MESSAGES.alreadyVerified);
  if (error.code === "INVALID_TOKEN" || error.code === "TOKEN_EXPIRED") return t(VERIFY_MESSAGES.expiredOrInvalid);
  if (error.code === "USER_NOT_FOUND") return t(VERIFY_MESSAGES.noUser);
  return t(error.status >= 500 ? VERIFY_MESSAGES.unexpected : VERIFY_MESSAGES.failed);
}
