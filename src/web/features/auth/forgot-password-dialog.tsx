import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { ForgotPasswordInput } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import { Field, invalid } from "./field";
import { T, useT } from "./i18n";
import { forgotPasswordCheck } from "./resolvers";

/** 'Forgot password?': the e-mail form, then 'Check your email' with a way back (accounts §2). */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordCheck.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.requestPasswordReset(email.trim());
      toast.success(t("auth.forgot.sent"), { description: t("auth.forgot.sentText") });
      setSentTo(email.trim());
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429
          ? t("auth.forgot.tooMany")
          : error instanceof ApiError && error.status > 0
            ? error.message
            : t("auth.forgot.failed");
      toast.error(t("auth.error.title"), { description: message });
    }
  });

  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSentTo(null);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        {sentTo ? (
          <div className="flex flex-col items-center gap-3 text-center">
            <MailCheck className="size-10 text-primary" aria-hidden="true" />
            <DialogHeader className="items-center">
              <DialogTitle>{t("auth.forgot.checkTitle")}</DialogTitle>
              <DialogDescription>{t("auth.forgot.checkText", { email: sentTo })}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">
              <T
                k="auth.forgot.retry"
                components={{
                  0: (
                    <button
                      type="button"
                      className="font-medium text-primary hover:underline"
                      onClick={() => setSentTo(null)}
                    />
                  ),
                }}
              />
            </p>
          </div>
        ) : (
          <form onFocus={forgotPasswordCheck.preload} onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t("auth.forgot.title")}</DialogTitle>
              <DialogDescription>{t("auth.forgot.text")}</DialogDescription>
            </DialogHeader>
            <Field id="forgot-email" label={t("auth.field.email")} error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                placeholder={t("auth.field.emailPlaceholder")}
                {...invalid("forgot-email", errors.email?.message)}
                {...form.register("email")}
              />
            </Field>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("auth.sending") : t("auth.forgot.submit")}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
