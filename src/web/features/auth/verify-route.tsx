import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Loader2 } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { authApi } from "./api";
import { AuthCard } from "./auth-card";
import { useT } from "./i18n";
import { messageForLinkError, messageForVerifyError, VERIFY_MESSAGES } from "./verify-messages";

/** /auth/verify?token_hash=…&type=email: loading, then 'Email Verified!' or an error (accounts §2). */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token_hash");
  const linkError = params.get("error") || params.get("error_description");
  const usable = !linkError && token && params.get("type") === "email";

  const verification = useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => authApi.verifyEmail(token!),
    enabled: Boolean(usable),
    // The link is used once: never run it again on focus or remount.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (usable && verification.isPending) {
    return (
      <AuthCard icon={<Loader2 className="size-10 animate-spin text-primary" />} title={t("auth.verify.verifying")} />
    );
  }
  if (usable && verification.isSuccess) {
    return (
      <AuthCard
        icon={<CircleCheck className="size-12 text-success" />}
        title={t("auth.verify.success")}
        description={t("auth.verify.successText")}
      >
        <Button asChild>
          <Link to="/">{t("auth.verify.continue")}</Link>
        </Button>
      </AuthCard>
    );
  }

  const message = linkError
    ? messageForLinkError(t, params.get("error_description"))
    : !usable
      ? t(VERIFY_MESSAGES.invalidLink)
      : messageForVerifyError(t, verification.error);
  return (
    <AuthCard
      icon={<CircleX className="size-12 text-destructive" />}
      title={t("auth.verify.failed")}
      description={message}
    >
      <Button asChild>
        <Link to="/auth">{t("auth.backToSignIn")}</Link>
      </Button>
      <Link to="/auth?resend=1" className="text-center text-sm text-primary hover:underline">
        {t("auth.verify.requestNew")}
      </Link>
    </AuthCard>
  );
}
