import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "../../lib/utils";

/**
 * Each property is set by one group only (classes are joined, not merged; decision 0019): the size sets the box, its
 * corners, text size and icon size; `align` and `shrink` cover what callers used to override.
 */
const buttonVariants = cva(
  "inline-flex max-w-full items-center gap-2 text-center font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        // In the dark theme the red is lighter (for text on dark), so buttons dim it to keep white text readable.
        destructive:
          "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90 dark:bg-destructive/70 dark:hover:bg-destructive/60",
        outline: "border bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        "ghost-destructive": "text-destructive hover:bg-accent hover:text-destructive",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        // A minimum height, not a fixed one: a label longer than the room (a longer language) wraps inside the button.
        // On touch screens (a coarse pointer) every button is at least 44 px tall, a finger's reach.
        default: "min-h-9 rounded-md px-4 py-2 text-sm pointer-coarse:min-h-11 [&_svg]:size-4",
        sm: "min-h-8 rounded-md px-3 py-1.5 text-xs pointer-coarse:min-h-11 [&_svg]:size-4",
        lg: "min-h-10 rounded-md px-6 py-2 text-sm pointer-coarse:min-h-11 [&_svg]:size-4",
        icon: "size-9 rounded-md text-sm pointer-coarse:size-11 [&_svg]:size-4",
        "icon-sm": "size-8 rounded-md text-sm pointer-coarse:size-11 [&_svg]:size-4",
        "icon-lg": "size-11 rounded-md text-sm [&_svg]:size-4",
        // The voice call's round buttons.
        call: "size-14 rounded-full text-sm [&_svg]:size-6",
        "call-end": "size-16 rounded-full text-sm [&_svg]:size-7",
      },
      align: { center: "justify-center", start: "justify-start" },
      /** Whether a long label may make the button narrower than its text in a crowded row. */
      shrink: { true: "shrink", false: "shrink-0" },
    },
    defaultVariants: { variant: "default", size: "default", align: "center", shrink: false },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, align, shrink, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp data-slot="button" className={cn(buttonVariants({ variant, size, align, shrink }), className)} {...props} />
  );
}

export { buttonVariants };
