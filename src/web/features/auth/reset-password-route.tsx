import { zodResolver } from "@hookform/resolvers/zod";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Loader2, TimerOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, type LoaderFunctionArgs, useActionData, useNavigate, useSearchParams } from "react-router";
import { type ResetPasswordInput, resetPasswordSchema } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import { AuthCard } from "./auth-card";
import { Field, invalid } from "./field";
import { useT } from "./i18n";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { EXPIRED_CODES, type ResetFormResult } from "./reset-password-action";
import { leaveAsVisitor, sessionQuery } from "./session";
import { fieldError } from "./sign-in-form";

export { resetPasswordAction as action } from "./reset-password-action";

/** After a successful reset the user is signed out and taken to /auth after this delay (accounts §9). */
const REDIRECT_DELAY_MS = 1500;

const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ["reset-link", token],
    queryFn: () => authApi.resetLinkStatus(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

const linkOf = (params: URLSearchParams) => ({
  token: params.get("access_token"),
  linkError: params.get("error") || params.get("error_description"),
});

/** The link is checked before the page renders: the server's HTML has the form (or 'expired'), not 'Verifying'. */
export async function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const { token, linkError } = linkOf(new URL(request.url).searchParams);
  if (token && !linkError) await queryClient.prefetchQuery(resetLinkQuery(token));
  return null;
}

/** /auth/reset-password?access_token=…&type=recovery: verifying, then the form or 'Reset Link Expired'. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const { token, linkError } = linkOf(params);
  const sent = useActionData<ResetFormResult>();
  const [expired, setExpired] = useState(Boolean(sent?.expired));
  const warned = useRef(false);

  const status = useQuery({ ...resetLinkQuery(token ?? ""), enabled: Boolean(token && !linkError) });

  const invalidReason = linkError
    ? "auth.reset.linkInvalid"
    : !token
      ? "auth.reset.invalidLink"
      : status.isError
        ? "auth.reset.linkInvalid"
        : status.data?.valid === false || expired
          ? "auth.reset.linkExpired"
          : null;

  useEffect(() => {
    if (invalidReason && !warned.current) {
      warned.current = true;
      toast.error(t(invalidReason), { description: t("auth.reset.requestNewText") });
    }
  }, [invalidReason, t]);

  if (!invalidReason && status.isPending) {
    return (
      <AuthCard icon={<Loader2 className="size-10 animate-spin text-primary" />} title={t("auth.reset.verifying")} />
    );
  }
  if (invalidReason) {
    return (
      <AuthCard
        icon={<TimerOff className="size-12 text-destructive" />}
        title={t("auth.reset.expiredTitle")}
        description={t("auth.reset.expiredText")}
      >
        <Button asChild>
          <Link to="/auth?forgot=1">{t("auth.reset.requestNew")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/auth">{t("auth.backToSignIn")}</Link>
        </Button>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token!} sent={sent} onExpired={() => setExpired(true)} />;
}

function NewPasswordForm({
  token,
  sent,
  onExpired,
}: {
  token: string;
  sent: ResetFormResult | undefined;
  onExpired: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { isSubmitting, submitCount } = form.formState;
  // The server's answer to the form sent without the page's code, until the app sends it itself.
  const answered = submitCount === 0 ? sent : undefined;
  const errors = {
    password: form.formState.errors.password ?? fieldError(answered, "password"),
    confirmPassword: form.formState.errors.confirmPassword ?? fieldError(answered, "confirmPassword"),
  };
  const password = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await authApi.resetPassword(token, password);
      setDone(true);
      toast.success(t("auth.reset.success"), { description: t("auth.reset.successText") });
      // The server revoked every session; clear this browser's cookie and state too.
      await authApi.signOut().catch(() => {});
      queryClient.setQueryData(sessionQuery.queryKey, null);
      setTimeout(() => void leaveAsVisitor(queryClient, navigate, { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      if (error instanceof ApiError && EXPIRED_CODES.has(error.code)) {
        onExpired();
        return;
      }
      toast.error(t("auth.reset.failed"), {
        description: error instanceof ApiError && error.status > 0 ? error.message : t("auth.error.unexpected"),
      });
    }
  });

  return (
    <AuthCard
      icon={<KeyRound className="size-10 text-primary" />}
      title={t("auth.reset.title")}
      description={t("auth.reset.text")}
    >
      {/* POST: a form sent before the app has started never puts the new password into the URL. */}
      <form method="post" onSubmit={submit} noValidate className="grid gap-4">
        {answered?.failure && (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
            <span className="font-medium">{t("auth.reset.failed")}</span> {answered.failure.message}
          </p>
        )}
        <Field id="new-password" label={t("auth.reset.newPassword")} error={errors.password?.message}>
          <PasswordInput
            id="new-password"
            autoComplete="new-password"
            {...invalid("new-password", errors.password?.message)}
            {...form.register("password")}
          />
          <PasswordStrength password={password} />
        </Field>
        <Field id="confirm-password" label={t("auth.reset.confirmPassword")} error={errors.confirmPassword?.message}>
          <PasswordInput
            id="confirm-password"
            autoComplete="new-password"
            {...invalid("confirm-password", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </Field>
        <Button type="submit" disabled={isSubmitting || done}>
          {done ? t("auth.reset.updated") : isSubmitting ? t("auth.reset.updating") : t("auth.reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
