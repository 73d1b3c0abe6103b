import type * as React from "react";
import { cn } from "../../lib/utils";

/**
 * A card. `spacing="none"` leaves its gap and padding to the caller; `tone="placeholder"` is the dashed stand-in for
 * what is not there yet (classes are joined, not merged: each property comes from one place, decision 0019).
 */
export function Card({
  className,
  spacing = "default",
  tone = "default",
  ...props
}: React.ComponentProps<"div"> & { spacing?: "default" | "none"; tone?: "default" | "placeholder" }) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col rounded-xl border text-card-foreground",
        spacing === "default" && "gap-4 py-5",
        tone === "default" ? "bg-card shadow-sm" : "border-dashed bg-muted/40",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 px-5", className)} {...props} />;
}

/** A card's title; `large` is the sign-in card's, at its text size's own line height. */
export function CardTitle({ className, large, ...props }: React.ComponentProps<"h3"> & { large?: boolean }) {
  return (
    <h3
      data-slot="card-title"
      className={cn("font-semibold", large ? "text-2xl" : "leading-tight", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center px-5", className)} {...props} />;
}
