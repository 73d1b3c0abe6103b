import { ApiError } from "../../lib/api";

/** The verification page's error texts (accounts §8 "Verification page"). */
export const VERIFY_MESSAGES = {
  alreadyVerified: "This email has already been verified. You can sign in now!",
  expiredOrInvalid: "This verification link has expired or is invalid. Please request a new one.",
  failed: "Verification failed. Please try again.",
  invalidLink: "Invalid verification link. Please check your email and try again.",
  noUser: "Verification link has expired. Please request a new one.",
  unexpected: "Something went wrong. Please try again.",
};

/** Error passed in the link itself (?error=…&error_description=…). */
export function messageForLinkError(description: string | null): string {
  if (description?.includes("already been confirmed")) return VERIFY_MESSAGES.alreadyVerified;
  if (description && /expired|invalid/i.test(description)) return VERIFY_MESSAGES.expiredOrInvalid;
  return description || VERIFY_MESSAGES.failed;
}

/** Error from the verification call. */
export function messageForVerifyError(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return VERIFY_MESSAGES.unexpected;
  if (error.code === "EMAIL_ALREADY_VERIFIED") return VERIFY_MESSAGES.alreadyVerified;
  if (error.code === "INVALID_TOKEN" || error.code === "TOKEN_EXPIRED") return VERIFY_MESSAGES.expiredOrInvalid;
  if (error.code === "USER_NOT_FOUND") return VERIFY_MESSAGES.noUser;
  return error.status >= 500 ? VERIFY_MESSAGES.unexpected : VERIFY_MESSAGES.failed;
}
