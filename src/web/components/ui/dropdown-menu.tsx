import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/utils";

/**
 * Not modal by default: a modal menu hides the whole page from assistive technology with aria-hidden while its links
 * and buttons stay focusable (axe: aria-hidden-focus). The menu still takes focus, closes on Escape or an outside
 * click and gives focus back to its trigger.
 */
export function DropdownMenu({ modal = false, ...props }: React.ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/** A menu; `narrow` for a short one of a few words (classes are joined, not merged: decision 0019). */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  narrow,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Content> & { narrow?: boolean }) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-md",
          narrow ? "min-w-36" : "min-w-56",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** A menu item; `destructive` (delete) is red, its icon and its focused state too. */
export function DropdownMenuItem({
  className,
  destructive,
  ...props
}: React.ComponentProps<typeof MenuPrimitive.Item> & { destructive?: boolean }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "relative flex cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none focus:bg-accent data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4",
        destructive
          ? "text-destructive focus:text-destructive [&_svg]:text-destructive"
          : "focus:text-accent-foreground [&_svg]:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn("px-2 py-1.5 text-sm", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: React.ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />;
}
