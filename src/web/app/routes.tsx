import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from "react-router";
import { sessionQuery } from "../features/auth/session";
import { unseenAchievementsQuery } from "../features/progress/unseen-achievements-query";
import { settingsQuery } from "../features/settings/settings-query";
import { textsReady } from "../lib/i18n";
import { preloadQueries } from "../lib/query-client";
import { AppRouteError, PageError } from "./errors";
import { RootLayout } from "./layout";
import { PAGES } from "./pages";

/**
 * A page's module: its `Component`, and a `loader` where it needs data first. Loaders get the query cache they fill:
 * the browser's, or on the server the one of the request being rendered.
 */
export interface RouteModule {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs, queryClient: QueryClient) => unknown;
  /** A page's form as the server answers it when posted before the page's code runs (decision 0023). */
  action?: (args: ActionFunctionArgs) => unknown;
}

/** Each page's module, loaded when the page is first opened; keyed like PAGES (relative to src/web, no extension). */
const routeModules = new Map(
  Object.entries(import.meta.glob<RouteModule>("../**/*-route.tsx")).map(([key, load]) => [
    new URL(key, "file:///web/app/").pathname.replace(/^\/web\/|\.tsx$/g, ""),
    load,
  ]),
);

/** Shown only under `npm run dev`, which renders in the browser: the server renders every page. */
function HydrateFallback() {
  return null;
}

/**
 * The route tree, built from PAGES for one query cache. Every page is a lazy route module, so the browser's first
 * load fetches only the shell and the page it opens; the server renders the same tree.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      errorElement: <AppRouteError />,
      HydrateFallback,
      // The shell shows who is signed in, keeps a learner's settings (time zone, preferences) at hand, and knows the
      // achievements to announce.
      loader: async () => {
        await preloadQueries(queryClient, [sessionQuery]);
        if (queryClient.getQueryData(sessionQuery.queryKey)) {
          await preloadQueries(queryClient, [settingsQuery, unseenAchievementsQuery]);
        }
        return null;
      },
      children: [
        {
          // Pathless: a failing page shows 'Page Error' inside the shell.
          errorElement: <PageError />,
          children: PAGES.map(({ path, module }) => {
            const load = routeModules.get(module);
            if (!load) throw new Error(`No route module ${module}`);
            const lazy = async () => {
              const { Component, loader, action } = await load();
              await textsReady(); // the page's texts, registered by its code
              return {
                Component,
                ...(loader && { loader: (args: LoaderFunctionArgs) => loader(args, queryClient) }),
                ...(action && { action }),
              };
            };
            return path === "/" ? { index: true, lazy } : { path: path.replace(/^\//, ""), lazy };
          }),
        },
      ],
    },
  ];
}
