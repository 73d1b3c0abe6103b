import { useForm, useWatch } from "react-hook-form";
import type { SignUpInput } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import type { AuthFormResult } from "./auth-action";
import { Field, invalid } from "./field";
import { FormFailure } from "./form-failure";
import { useT } from "./i18n";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { signUpCheck } from "./resolvers";
import { fieldError } from "./sign-in-form";

export function SignUpForm({ sent, onSignedUp }: { sent?: AuthFormResult; onSignedUp: (email: string) => void }) {
  const t = useT();
  const typed = { fullName: sent?.values.fullName ?? "", email: sent?.values.email ?? "" };
  const form = useForm<SignUpInput>({
    resolver: signUpCheck.resolver,
    defaultValues: { ...typed, password: "", confirmPassword: "" },
  });
  const { isSubmitting, submitCount } = form.formState;
  // The server's answer to the form sent without the page's code, until the app sends it itself.
  const answered = submitCount === 0 ? sent : undefined;
  const own = form.formState.errors;
  const errors = {
    fullName: own.fullName ?? fieldError(answered, "fullName"),
    email: own.email ?? fieldError(answered, "email"),
    password: own.password ?? fieldError(answered, "password"),
    confirmPassword: own.confirmPassword ?? fieldError(answered, "confirmPassword"),
  };
  const password = useWatch({ control: form.control, name: "password" });

  const submit = form.handleSubmit(async (values) => {
    try {
      await authApi.signUp({ name: values.fullName.trim(), email: values.email.trim(), password: values.password });
      toast.success(t("auth.signUp.success"), { description: t("auth.signUp.successText") });
      onSignedUp(values.email.trim());
      form.reset();
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 ? error.message : t("auth.error.unexpected");
      toast.error(error instanceof ApiError && error.status > 0 ? t("auth.signUp.failed") : t("auth.error.title"), {
        description: message,
      });
    }
  });

  return (
    // POST: a form sent before the app has started never puts what was typed (a password) into the URL.
    <form onFocus={signUpCheck.preload} method="post" onSubmit={submit} noValidate className="grid gap-4">
      <input type="hidden" name="intent" value="signup" />
      {answered && <FormFailure intent="signup" failure={answered.failure} />}
      <Field id="signup-name" label={t("auth.signUp.name")} error={errors.fullName?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          placeholder={t("auth.signUp.namePlaceholder")}
          defaultValue={typed.fullName}
          {...invalid("signup-name", errors.fullName?.message)}
          {...form.register("fullName")}
        />
      </Field>
      <Field id="signup-email" label={t("auth.field.email")} error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          placeholder={t("auth.field.emailPlaceholder")}
          defaultValue={typed.email}
          {...invalid("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </Field>
      <Field id="signup-password" label={t("auth.field.password")} error={errors.password?.message}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...invalid("signup-password", errors.password?.message)}
          {...form.register("password")}
        />
        <PasswordStrength password={password} />
      </Field>
      <Field id="signup-confirm" label={t("auth.signUp.confirmPassword")} error={errors.confirmPassword?.message}>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          {...invalid("signup-confirm", errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
      </Button>
    </form>
  );
}
