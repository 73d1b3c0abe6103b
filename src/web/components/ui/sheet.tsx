import type * as React from "react";
import { cn } from "../../lib/utils";
import { DialogContent } from "./dialog";

export { Dialog as Sheet, DialogDescription as SheetDescription, DialogTitle as SheetTitle } from "./dialog";

/**
 * A dialog that rises from the bottom of a phone's screen, within reach of the thumb: full width, at most 85% of the
 * visible height, scrolling inside. It is a Radix dialog like the others (focus kept inside, Escape and the overlay
 * close it).
 */
export function SheetContent({ className, ...props }: React.ComponentProps<typeof DialogContent>) {
  return (
    <DialogContent
      data-slot="sheet-content"
      className={cn(
        "top-auto bottom-0 left-0 max-h-[85dvh] w-full max-w-none translate-x-0 translate-y-0 content-start rounded-b-none px-4 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]",
        className,
      )}
      {...props}
    />
  );
}
