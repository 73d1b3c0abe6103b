import { MailCheck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { useT } from "./i18n";

/**
 * 'Check Your Email' in the page, after a sign-up the server answered (the form sent without the page's code): the
 * same texts as the dialog the app opens, with its resend button as a form.
 */
export function SignedUpNotice({ email, resent }: { email: string; resent?: boolean }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-center gap-3 text-center">
      <MailCheck className="size-10 text-primary" aria-hidden="true" />
      <h2 className="font-semibold text-lg">{t("auth.checkEmail.title")}</h2>
      <p className="text-muted-foreground text-sm">{t("auth.checkEmail.text", { email })}</p>
      <form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="outline" disabled={resent}>
          {resent ? t("auth.emailSent") : t("auth.checkEmail.resend")}
        </Button>
      </form>
    </div>
  );
}
