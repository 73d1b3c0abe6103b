import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Field, invalid } from "./field";
import { useT } from "./i18n";
import { emailRequestCheck } from "./resolvers";
import { resendVerification } from "./toasts";

/** Reached from a failed verification link: asks for the address and sends a new link. */
export function ResendVerificationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({ resolver: emailRequestCheck.resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => setSent(await resendVerification(t, email.trim(), "dialog")));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onFocus={emailRequestCheck.preload} onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("auth.resend.title")}</DialogTitle>
            <DialogDescription>{t("auth.resend.text")}</DialogDescription>
          </DialogHeader>
          <Field id="resend-email" label={t("auth.field.email")} error={errors.email?.message}>
            <Input
              id="resend-email"
              type="email"
              autoComplete="email"
              {...invalid("resend-email", errors.email?.message)}
              {...form.register("email")}
            />
          </Field>
          <Button type="submit" disabled={isSubmitting || sent}>
            {sent ? t("auth.emailSent") : isSubmitting ? t("auth.sending") : t("auth.resend.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
