import { MailCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import type { AuthFormResult } from "./auth-action";
import { Field, invalid } from "./field";
import { useT } from "./i18n";

/**
 * 'Forgot password?' as a page (/auth?forgot=1): what the link opens when the page's code has not run, or runs not at
 * all. Its form is sent to the server (auth-action), which answers with 'Check your email' or the form's messages.
 */
export function ForgotPasswordPanel({ sent, back }: { sent?: AuthFormResult; back: string }) {
  const t = useT();
  if (sent?.sentTo)
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <MailCheck className="size-10 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t("auth.forgot.checkTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("auth.forgot.checkText", { email: sent.sentTo })}</p>
        <Link to={back} className="text-sm font-medium text-primary hover:underline">
          {t("auth.tabs.signIn")}
        </Link>
      </div>
    );
  const emailError = sent?.fields?.email;
  const failure =
    sent?.failure && (sent.failure.code === "TOO_MANY_REQUESTS" ? t("auth.forgot.tooMany") : sent.failure.message);
  return (
    <form method="post" noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="forgot" />
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t("auth.forgot.title")}</h2>
        <p className="text-sm text-muted-foreground">{t("auth.forgot.text")}</p>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {failure}
        </p>
      )}
      <Field id="forgot-page-email" label={t("auth.field.email")} error={emailError}>
        <Input
          id="forgot-page-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("auth.field.emailPlaceholder")}
          defaultValue={sent?.values.email}
          {...invalid("forgot-page-email", emailError)}
        />
      </Field>
      <Button type="submit">{t("auth.forgot.submit")}</Button>
      <Link to={back} className="text-center text-sm text-primary hover:underline">
        {t("auth.tabs.signIn")}
      </Link>
    </form>
  );
}
