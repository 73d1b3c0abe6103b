import type { ComponentProps } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** A labelled password input with its error (the account dialogs' fields). */
export function PasswordField({
  id,
  label,
  error,
  ...props
}: ComponentProps<"input"> & { id: string; label: string; error?: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
