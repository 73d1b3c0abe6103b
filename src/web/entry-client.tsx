import "./styles.css";
import { hydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition, useCallback, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Document, type DocumentAssets, HYDRATION_DATA_ID } from "./app/document";
import { replayEarlyInput } from "./app/early-input";
import { AppErrorBoundary } from "./app/errors";
import { Providers } from "./app/providers";
import { createRoutes } from "./app/routes";
import type { HydrationData } from "./entry-server";
import { sessionQuery } from "./features/auth/session";
import { settingsQuery } from "./features/settings/settings-query";
import { documentLocale, LocaleProvider, textsReady } from "./lib/i18n";
import { createQueryClient } from "./lib/query-client";
import { loadValidationTexts } from "./lib/validation-texts";

/**
 * The browser's entry: hydrates the page the server rendered (its router state and query cache come with the HTML),
 * then navigates on its own. Under `npm run dev` there is no server render: it renders into index.html's #root.
 */
async function start() {
  // Each step in a task of its own: the modules' evaluation, reading the server's data, hydrating. The browser can
  // handle input and paint between them instead of being blocked by one long task.
  await nextTask();
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const dataElement = document.getElementById(HYDRATION_DATA_ID);
  if (!dataElement) {
    const root = document.getElementById("root");
    if (!root) throw new Error("#root is missing");
    createRoot(root).render(
      <App queryClient={queryClient} router={createBrowserRouter(routes)} renderedAt={Date.now()} />,
    );
    return;
  }

  const raw = dataElement.textContent ?? "";
  const data = JSON.parse(raw) as HydrationData;
  hydrate(queryClient, data.queries);
  // The router reads this global and restores the errors' classes itself.
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = data.router;
  // The page's lazy module must be in place before hydrating, or the router would render its fallback.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all([
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
    // A form the server answered shows the schemas' messages, which the server rendered in the page's language.
    data.router.actionData ? loadValidationTexts() : undefined,
  ]);
  await textsReady();
  await nextTask();
  const router = createBrowserRouter(routes);
  const assets: DocumentAssets = { ...data.assets, css: document.getElementById("app-css")?.textContent ?? "" };
  // The router's start and hydration's start (React listening to every event) are each ~30 ms on a phone: apart.
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task
  // (the page is already painted and readable; input during hydration is replayed by React).
  startTransition(() => {
    hydrateRoot(
      document,
      <Document assets={assets} data={raw} locale={documentLocale()} boot>
        <App queryClient={queryClient} router={router} renderedAt={data.renderedAt} />
      </Document>,
    );
  });
}

const WITHOUT_TEXTS = new Set<unknown>([sessionQuery.queryKey[0], settingsQuery.queryKey[0]]);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function App(props: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter>; renderedAt: number }) {
  // Marks the page as interactive (the end-to-end tests wait for it before they click or type).
  // What the learner typed and tapped before then is given to the page now.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    replayEarlyInput();
  }, []);
  // The course texts come in the page's language: a switch reads what is shown again. Not the session and the
  // settings, which have no texts (and a read of the settings could race with saving the new language).
  const { queryClient } = props;
  const readAgain = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) => !WITHOUT_TEXTS.has(query.queryKey[0]),
      }),
    [queryClient],
  );
  return (
    <StrictMode>
      <LocaleProvider locale={documentLocale()} onSwitch={readAgain}>
        <AppErrorBoundary>
          <Providers queryClient={props.queryClient} renderedAt={props.renderedAt}>
            <RouterProvider router={props.router} />
          </Providers>
        </AppErrorBoundary>
      </LocaleProvider>
    </StrictMode>
  );
}

void start();
