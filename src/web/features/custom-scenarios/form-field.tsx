import type { ReactNode } from "react";
import { Label } from "../../components/ui/label";
import { cn } from "../../lib/utils";
import { useValidationText } from "../../lib/validation-texts";
import { useT } from "./i18n";

export const textareaClass =
  "field-sizing-content min-h-16 max-h-96 w-full min-w-0 resize-y rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";
export const selectClass =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** The ids of a field's hint and message, for its control's aria-describedby (and aria-invalid when refused). */
export const describedBy = (id: string, parts: { hint?: boolean; error?: string }) => {
  const ids = [parts.hint && `${id}-hint`, parts.error && `${id}-error`].filter(Boolean).join(" ");
  return {
    "aria-describedby": ids || undefined,
    "aria-invalid": parts.error ? (true as const) : undefined,
  };
};

/** A field's message (the schema's or the server's), in the page's language, announced when it appears. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  const text = useValidationText()(error);
  if (!text) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}

/**
 * A labelled field of the scenario form: an optional mark, a character counter against the schema's limit, a hint
 * and the field's message under it.
 */
export function FormField(props: {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: string;
  count?: number;
  max?: number;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  const over = props.count !== undefined && props.max !== undefined && props.count > props.max;
  return (
    <div className={cn("grid content-start gap-2", props.className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Label htmlFor={props.id}>
          {props.label}
          {props.optional && (
            <span className="font-normal text-muted-foreground">({t("custom-scenarios.form.optional")})</span>
          )}
        </Label>
        {props.max !== undefined && (
          <span
            aria-hidden="true"
            className={cn("text-xs tabular-nums", over ? "font-medium text-destructive" : "text-muted-foreground")}
          >
            {t("custom-scenarios.form.counter", { count: props.count ?? 0, max: props.max })}
          </span>
        )}
      </div>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}
