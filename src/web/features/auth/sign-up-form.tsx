import { useForm, useWatch } from "react-hook-form";
import type { SignUpInput } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { authApi } from "./api";
import { Field, invalid } from "./field";
import { useT } from "./i18n";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { signUpCheck } from "./resolvers";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const t = useT();
  const form = useForm<SignUpInput>({
    resolver: signUpCheck.resolver,
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
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
      <Field id="signup-name" label={t("auth.signUp.name")} error={errors.fullName?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          placeholder={t("auth.signUp.namePlaceholder")}
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
