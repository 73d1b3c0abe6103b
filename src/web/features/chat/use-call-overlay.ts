import { useEffect, useRef, useState } from "react";
import { holdPresence } from "../../lib/study-time";

/** The chat's voice call: open or not, and the call button that has the focus back when it closes. */
export function useCallOverlay() {
  const [open, setOpen] = useState(false);
  // A voice call is study without touching the page: the learner counts as there while it lasts.
  useEffect(() => (open ? holdPresence() : undefined), [open]);
  // The call button is disabled during a call (so it loses focus); focus goes back to it when the call closes.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { open, button, start: () => setOpen(true), end: () => setOpen(false) };
}
