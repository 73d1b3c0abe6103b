import { Toaster } from "sonner";
import { TOAST } from "../../shared/constants";
import { useTheme } from "./theme";

/** The toasts' stack (its own chunk: no page needs it to paint or to become interactive). */
export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visible}
      theme={resolvedTheme}
      richColors
      closeButton
      style={{ "--width": `${TOAST.widthPx}px` } as React.CSSProperties}
    />
  );
}
