import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/utils";
import { useT } from "../i18n";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl" } as const;

/** Where a dialog sits: in the middle of the window, or as a sheet rising from the bottom of a phone's screen. */
const PLACEMENTS = {
  center:
    "left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl p-6",
  sheet:
    "bottom-0 left-0 max-h-[85dvh] w-full content-start rounded-t-xl px-4 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]",
} as const;

/**
 * A dialog; `width` is its widest in the middle of the window (classes are joined, not merged: each property comes
 * from one place, decision 0019).
 */
export function DialogContent({
  className,
  children,
  width = "md",
  placement = "center",
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  width?: keyof typeof WIDTHS;
  placement?: keyof typeof PLACEMENTS;
}) {
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed z-50 grid gap-4 overflow-y-auto border bg-background shadow-lg",
          PLACEMENTS[placement],
          placement === "center" && WIDTHS[width],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 outline-none transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:-m-3 pointer-coarse:p-3">
          <XIcon className="size-4" />
          <span className="sr-only">{t("components.dialog.close")}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 text-center sm:text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

/** A dialog's title; `large` is a note's, which may run over several lines. */
export function DialogTitle({
  className,
  large,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & { large?: boolean }) {
  return (
    <DialogPrimitive.Title
      className={cn("font-semibold", large ? "text-xl leading-tight" : "text-lg leading-none", className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
