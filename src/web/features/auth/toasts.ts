import { toast } from "sonner";
import { ApiError } from "../../lib/api";
import { authApi } from "./api";

/** The spec's toasts for resending a verification mail (accounts §8). */
export async function resendVerification(email: string, variant: "sign-in" | "dialog"): Promise<boolean> {
  try {
    await authApi.resendVerification(email);
    if (variant === "sign-in") {
      toast.success("Verification email sent", { description: "Check your inbox for the verification link." });
    } else {
      toast.success("Email sent!", { description: "We've sent you a new verification email." });
    }
    return true;
  } catch (error) {
    console.error("resend verification failed", error);
    toast.error("Failed to resend", { description: "Please try again later." });
    return false;
  }
}

/** Shows the sign-in failure toast of the spec for an error from the sign-in call. */
export function signInFailed(error: unknown, email: string) {
  if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
    toast.error("Email not verified", {
      description: "Please verify your email before signing in.",
      action: { label: "Resend", onClick: () => void resendVerification(email, "sign-in") },
      duration: 8000,
    });
  } else if (error instanceof ApiError && error.code === "INVALID_EMAIL_OR_PASSWORD") {
    toast.error("Sign In Failed", { description: "Invalid email or password" });
  } else if (error instanceof ApiError && error.status > 0) {
    toast.error("Sign In Failed", { description: error.message });
  } else {
    toast.error("Error", { description: "An unexpected error occurred" });
  }
}
