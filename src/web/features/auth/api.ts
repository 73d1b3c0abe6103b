import { api } from "../../lib/api";

/** Calls to the auth API (better-auth's endpoints behind our server). Errors arrive as ApiError with a code. */
export const authApi = {
  signIn: (body: { email: string; password: string; rememberMe: boolean }) =>
    api<unknown>("/api/auth/sign-in/email", { method: "POST", body }),
  signUp: (body: { name: string; email: string; password: string }) =>
    api<unknown>("/api/auth/sign-up/email", { method: "POST", body: { ...body, callbackURL: "/" } }),
  signOut: () => api<unknown>("/api/auth/sign-out", { method: "POST", body: {} }),
  resendVerification: (email: string) =>
    api<unknown>("/api/auth/send-verification-email", { method: "POST", body: { email, callbackURL: "/" } }),
  verifyEmail: (token: string) => api<unknown>(`/api/auth/verify-email?token=${encodeURIComponent(token)}`),
  requestPasswordReset: (email: string) =>
    api<unknown>("/api/auth/request-password-reset", {
      method: "POST",
      body: { email, redirectTo: "/auth/reset-password" },
    }),
  resetLinkStatus: (token: string) =>
    api<{ valid: boolean }>(`/api/account/reset-link?token=${encodeURIComponent(token)}`),
  resetPassword: (token: string, newPassword: string) =>
    api<unknown>("/api/auth/reset-password", { method: "POST", body: { token, newPassword } }),
  googleSignIn: () =>
    api<{ url?: string }>("/api/auth/sign-in/social", {
      method: "POST",
      // A failed sign-in comes back to this page, which says why (?error=, better-auth's code).
      body: { provider: "google", callbackURL: "/", errorCallbackURL: "/auth" },
    }),
};
