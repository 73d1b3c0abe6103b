import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
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

/** 'Change Password': current password, then a new one under the sign-up rules; other sessions are signed out. */
export function ChangePasswordDialog() {
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
      toast.success("Password changed", { description: "Other devices have been signed out." });
      setOpen(false);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { message: error.message });
      } else {
        toast.error("Error", { description: error instanceof ApiError ? error.message : "Please try again." });
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
          <KeyRound /> Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change Password</DialogTitle>
            <DialogDescription>At least 8 characters with upper case, lower case and a number.</DialogDescription>
          </DialogHeader>
          <TextField
            type="password"
            id="current-password"
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <TextField
            type="password"
            id="changed-password"
            label="New password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <TextField
            type="password"
            id="changed-confirm"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Change Password"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
