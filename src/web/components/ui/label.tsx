import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/utils";

/** A form label; `plain` is a checkbox's, in the text's own weight. */
export function Label({
  className,
  plain,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & { plain?: boolean }) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex select-none items-center gap-2 text-sm leading-none",
        plain ? "font-normal" : "font-medium",
        className,
      )}
      {...props}
    />
  );
}
