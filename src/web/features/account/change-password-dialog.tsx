import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordSchema } from "../../../shared/schemas/auth";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { useT } from "./i18n";

/** 'Change Password': current password, then a new one under the sign-up rules; other sessions are signed out. */
export function ChangePasswordDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api("/api/auth/change-password", {
        method: "POST",
        body: { currentPassword, newPassword, revokeOtherSessions: true },
      });
      toast.success(t("account.changePassword.success"), { description: t("account.changePassword.successText") });
      setOpen(false);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { message: error.message });
      } else {
        toast.error(t("account.error.title"), {
          description: error instanceof ApiError ? error.message : t("account.error.tryAgain"),
        });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound /> {t("account.changePassword.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("account.changePassword.title")}</DialogTitle>
            <DialogDescription>{t("account.changePassword.text")}</DialogDescription>
          </DialogHeader>
          <TextField
            type="password"
            id="current-password"
            label={t("account.changePassword.current")}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <TextField
            type="password"
            id="changed-password"
            label={t("account.changePassword.new")}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <TextField
            type="password"
            id="changed-confirm"
            label={t("account.changePassword.confirm")}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("account.changePassword.saving") : t("account.changePassword.submit")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
