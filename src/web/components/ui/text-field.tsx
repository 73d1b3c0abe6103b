import type { ComponentProps } from "react";
import { useValidationText } from "../../lib/validation-texts";
import { Input } from "./input";
import { Label } from "./label";

/** A labelled input with its validation message, tied together for screen readers. */
export function TextField({
  id,
  label,
  error,
  ...props
}: ComponentProps<"input"> & { id: string; label: string; error?: string }) {
  const message = useValidationText()(error);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
