import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { RenderTimeProvider, useHydrated } from "../lib/render-time";
import { ThemeProvider } from "../lib/theme";

// Toasts are shown only once the page runs: the stack is loaded after hydration. A toast raised before it is
// there waits for it (sonner hands the stack every toast still active when it subscribes).
const Toaster = lazy(() => import("./toaster"));

function LateToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function Providers(props: { queryClient: QueryClient; renderedAt: number; children: ReactNode }) {
  const { queryClient, children } = props;
  return (
    <RenderTimeProvider at={props.renderedAt}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <LateToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </RenderTimeProvider>
  );
}
