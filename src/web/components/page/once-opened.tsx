import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders its children (a lazily loaded dialog) from the first time `open` is true on: the dialog's code loads when
 * it is first opened rather than with the page, and once there it stays mounted, so it still animates as it closes.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
