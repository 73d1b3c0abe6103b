import type * as React from "react";
import { DialogContent } from "./dialog";

export { Dialog as Sheet, DialogDescription as SheetDescription, DialogTitle as SheetTitle } from "./dialog";

/**
 * A dialog that rises from the bottom of a phone's screen, within reach of the thumb: full width, at most 85% of the
 * visible height, scrolling inside. It is a Radix dialog like the others (focus kept inside, Escape and the overlay
 * close it).
 */
export function SheetContent(props: Omit<React.ComponentProps<typeof DialogContent>, "placement" | "width">) {
  return <DialogContent data-slot="sheet-content" placement="sheet" {...props} />;
}
