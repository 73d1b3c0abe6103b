import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import type { useT } from "./i18n";

type Translate = ReturnType<typeof useT>;

/** The spec's toasts for resending a verification mail (accounts §8). */
export async function resendVerification(t: Translate, email: string, variant: "sign-in" | "dialog"): Promise<boolean> {
  try {
    await authApi.resendVerification(email);
    if (variant === "sign-in") {
      toast.success(t("auth.resend.sentSignIn"), { description: t("auth.resend.sentSignInText") });
    } else {
      toast.success(t("auth.resend.sentDialog"), { description: t("auth.resend.sentDialogText") });
    }
    return true;
  } catch (error) {
    console.error("resend verification failed", error);
    toast.error(t("auth.resend.failed"), { description: t("auth.resend.failedText") });
    return false;
  }
}

/** Shows the sign-in failure toast of the spec for an error from the sign-in call. */
export function signInFailed(t: Translate, error: unknown, email: string) {
  if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
    toast.error(t("auth.signIn.notVerified"), {
      description: t("auth.signIn.notVerifiedText"),
      action: { label: t("auth.signIn.resend"), onClick: () => void resendVerification(t, email, "sign-in") },
      duration: 8000,
    });
  } else if (error instanceof ApiError && error.code === "INVALID_EMAIL_OR_PASSWORD") {
    toast.error(t("auth.signIn.failed"), { description: t("auth.signIn.invalidCredentials") });
  } else if (error instanceof ApiError && error.status > 0) {
    toast.error(t("auth.signIn.failed"), { description: error.message });
  } else {
    toast.error(t("auth.error.title"), { description: t("auth.error.unexpected") });
  }
}
