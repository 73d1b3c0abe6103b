import { Toaster } from "sonner";
import { TOAST } from "../../shared/constants";
import { useTheme } from "../lib/theme";
import { useMediaQuery } from "../lib/use-media-query";

/**
 * The toasts' stack (its own chunk: no page needs it to paint or to become interactive). Bottom-right as the spec
 * has it; on a phone (sonner's own breakpoint, 600 px) at the top, where they do not cover the chat's message box
 * and send button at the bottom of the screen (decision 0017).
 */
export default function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const phone = useMediaQuery("(max-width: 600px)", false);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visible}
      theme={resolvedTheme}
      richColors
      closeButton
      style={{ "--width": `${TOAST.widthPx}px` } as React.CSSProperties}
    />
  );
}
