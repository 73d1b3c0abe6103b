import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { useValidationText } from "../../lib/validation-texts";

/** A labelled form field with its validation message (announced to screen readers). */
export function Field(props: { id: string; label: string; error?: string; children: ReactNode; aside?: ReactNode }) {
  const error = useValidationText()(props.error);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={props.id}>{props.label}</Label>
        {props.aside}
      </div>
      {props.children}
      {error && (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes that tie an input to its Field's error message. */
export const invalid = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
