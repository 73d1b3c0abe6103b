import { CircleAlert } from "lucide-react";
import type { AuthFormResult } from "./auth-action";
import { useT } from "./i18n";

/**
 * Why a form the server answered was refused (sent without the page's code): the texts of the toast the app shows for
 * the same failure, in the page, where a reader without JavaScript sees them.
 */
export function FormFailure({ failure, intent }: Pick<AuthFormResult, "failure" | "intent">) {
  const t = useT();
  if (!failure) return null;
  const [title, text] =
    intent === "signup"
      ? [t("auth.signUp.failed"), failure.message]
      : failure.code === "EMAIL_NOT_VERIFIED"
        ? [t("auth.signIn.notVerified"), t("auth.signIn.notVerifiedText")]
        : failure.code === "INVALID_EMAIL_OR_PASSWORD"
          ? [t("auth.signIn.failed"), t("auth.signIn.invalidCredentials")]
          : [t("auth.signIn.failed"), failure.message];
  return (
    <div role="alert" className="flex gap-2 rounded-md border border-destructive/50 p-3 text-sm">
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}
