/**
 * better-auth error codes -> messages a person understands. Where the spec names the text, it is the spec's;
 * the web maps the codes to the spec's toast titles.
 */
export const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
  EMAIL_NOT_VERIFIED: "Please verify your email before signing in.",
  INVALID_TOKEN: "This link has expired or is invalid. Please request a new one.",
  TOKEN_EXPIRED: "This link has expired or is invalid. Please request a new one.",
  PASSWORD_TOO_SHORT: "Password must be at least 8 characters",
  PASSWORD_TOO_LONG: "Password must be less than 128 characters",
  INVALID_EMAIL: "Invalid email address",
  USER_NOT_FOUND: "No account matches this link.",
  EMAIL_ALREADY_VERIFIED: "This email has already been verified. You can sign in now!",
  PROVIDER_NOT_FOUND: "Google sign-in is not configured on this server.",
  TOO_MANY_REQUESTS: "Too many requests. Please try again later.",
  INVALID_PASSWORD: "Current password is incorrect",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "This account signs in with Google and has no password.",
};
