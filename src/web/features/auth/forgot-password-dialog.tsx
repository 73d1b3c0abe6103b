import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type ForgotPasswordInput, forgotPasswordSchema } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { authApi } from "./api";
import { Field, invalid } from "./field";

/** 'Forgot password?': the e-mail form, then 'Check your email' with a way back (accounts §2). */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await authApi.requestPasswordReset(email.trim());
      toast.success("Reset link sent!", { description: "Check your email for the password reset link." });
      setSentTo(email.trim());
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429
          ? "Too many requests. Please try again later."
          : error instanceof ApiError && error.status > 0
            ? error.message
            : "Failed to send reset link. Please try again.";
      toast.error("Error", { description: message });
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
              <DialogTitle>Check your email</DialogTitle>
              <DialogDescription>
                If an account exists for {sentTo}, we've sent a link to reset your password. It is valid for 1 hour.
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">
              Didn't get it?{" "}
              <button
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => setSentTo(null)}
              >
                try again
              </button>
            </p>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Forgot password?</DialogTitle>
              <DialogDescription>
                Enter your e-mail and we'll send you a link to choose a new password.
              </DialogDescription>
            </DialogHeader>
            <Field id="forgot-email" label="Email" error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                placeholder="you@example.com"
                {...invalid("forgot-email", errors.email?.message)}
                {...form.register("email")}
              />
            </Field>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Reset Link"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
