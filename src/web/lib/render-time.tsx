import { createContext, type ReactNode, use, useSyncExternalStore } from "react";

/**
 * The moment the page was rendered on the server. Text that depends on the clock ('5 minutes ago') is written for
 * this moment both on the server and while the browser hydrates, so the two agree; after that, for the real time.
 */
const RenderTime = createContext<number | undefined>(undefined);

export function RenderTimeProvider(props: { at: number; children: ReactNode }) {
  return <RenderTime value={props.at}>{props.children}</RenderTime>;
}

const subscribeNothing = () => () => {};

/** False on the server and during hydration; true once the browser has taken over (and for pages it renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The current time for rendering: the server's render time until the page is hydrated. */
export function useNow(): Date {
  const renderedAt = use(RenderTime);
  const hydrated = useHydrated();
  return new Date(hydrated || renderedAt === undefined ? Date.now() : renderedAt);
}
