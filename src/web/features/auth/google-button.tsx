import { useState } from "react";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import { useT } from "./i18n";

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.76h3.56c2.08-1.92 3.28-4.74 3.28-8.09z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.56-2.76c-.98.66-2.23 1.06-3.72 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Why a Google sign-in came back to /auth (better-auth's `error` code in the URL): 'Sign in failed' with the message
 * (accounts §8), in the server's first HTML.
 */
export function GoogleError({ code }: { code: string }) {
  const t = useT();
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm">
      <p className="font-semibold">{t("auth.google.failed")}</p>
      <p>{code === "account_not_linked" ? t("auth.google.notLinked") : t("auth.google.interrupted")}</p>
    </div>
  );
}

export function GoogleButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      const { url } = await authApi.googleSignIn();
      if (url) window.location.assign(url);
    } catch (error) {
      toast.error(t("auth.google.failed"), {
        description: error instanceof ApiError && error.status > 0 ? error.message : t("auth.error.unexpected"),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" className="w-full" onClick={signIn} disabled={busy}>
      <GoogleLogo /> {t("auth.google.continue")}
    </Button>
  );
}
