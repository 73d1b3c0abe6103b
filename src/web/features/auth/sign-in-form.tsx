import { useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { SignInInput } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import type { AuthFormResult } from "./auth-action";
import { Field, invalid } from "./field";
import { FormFailure } from "./form-failure";
import { useT } from "./i18n";
import { PasswordInput } from "./password-input";
import { signInCheck } from "./resolvers";
import { sessionQuery } from "./session";
import { signInFailed } from "./toasts";

export function SignInForm(props: {
  next: string;
  sent?: AuthFormResult;
  /** 'Forgot password?' as a page, for a browser without the page's code. */
  forgotLink: string;
  onForgotPassword: () => void;
}) {
  const { next, sent, forgotLink, onForgotPassword } = props;
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SignInInput>({
    resolver: signInCheck.resolver,
    defaultValues: { email: sent?.values.email ?? "", password: "", rememberMe: true },
  });
  const { isSubmitting, submitCount } = form.formState;
  // The server's answer to the form sent without the page's code, until the app sends it itself.
  const answered = submitCount === 0 ? sent : undefined;
  const errors = {
    email: form.formState.errors.email ?? fieldError(answered, "email"),
    password: form.formState.errors.password ?? fieldError(answered, "password"),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await authApi.signIn({
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe ?? true,
      });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      toast.success(t("auth.signIn.success"), { description: t("auth.signIn.successText") });
      navigate(next, { replace: true });
    } catch (error) {
      signInFailed(t, error, values.email.trim());
    }
  });

  return (
    // POST: a form sent before the app has started never puts what was typed (a password) into the URL.
    <form onFocus={signInCheck.preload} method="post" onSubmit={submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="signin" />
      {answered && <FormFailure intent="signin" failure={answered.failure} />}
      <Field id="signin-email" label={t("auth.field.email")} error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          placeholder={t("auth.field.emailPlaceholder")}
          defaultValue={sent?.values.email}
          {...invalid("signin-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <Field
        id="signin-password"
        label={t("auth.field.password")}
        error={errors.password?.message}
        aside={
          <a
            href={forgotLink}
            className="text-sm text-primary hover:underline"
            onClick={(event) => {
              event.preventDefault();
              onForgotPassword();
            }}
          >
            {t("auth.signIn.forgot")}
          </a>
        }
      >
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          {...invalid("signin-password", errors.password?.message)}
          {...form.register("password")}
        />
      </Field>
      <Controller
        control={form.control}
        name="rememberMe"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="remember-me" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="remember-me" plain>
              {t("auth.signIn.rememberMe")}
            </Label>
          </div>
        )}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("auth.signIn.submitting") : t("auth.signIn.submit")}
      </Button>
    </form>
  );
}

/** A field's message from the server's answer, shaped as the form's own. */
export const fieldError = (sent: Pick<AuthFormResult, "fields"> | undefined, name: string) => {
  const message = sent?.fields?.[name];
  return message === undefined ? undefined : { message };
};
