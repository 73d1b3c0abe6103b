import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { TOAST } from "../../shared/constants";
import { RenderTimeProvider } from "../lib/render-time";
import { ThemeProvider, useTheme } from "./theme";

function ThemedToaster() {
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

export function Providers(props: { queryClient: QueryClient; renderedAt: number; children: ReactNode }) {
  const { queryClient, children } = props;
  return (
    <RenderTimeProvider at={props.renderedAt}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <ThemedToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </RenderTimeProvider>
  );
}
