import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from "react-router";
import { AppRouteError, PageError } from "./errors";
import { RootLayout } from "./layout";
import { PAGES } from "./pages";

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
/** Each page's module, loaded when the page is first opened; keyed like PAGES (relative to src/web, no extension). */
const routeModules = new Map(
  Object.entries(import.meta.glob<RouteModule>("../**/*-route.tsx")).map(([key, load]) => [
    new URL(key, "file:///web/app/").pathname.replace(/^\/web\/|\.tsx$/g, ""),
    load,
  ]),
);

/**
 * Every page is a lazy route module exporting `Component` (and a `loader` where it needs data first),
 * so the first load fetches only the shell and the page it opens.
 */
export const router = createBrowserRouter([
  {
    path: "/",
    Component: RootLayout,
    errorElement: <AppRouteError />,
    HydrateFallback: () => null,
    children: [
      {
        // Pathless: a failing page shows 'Page Error' inside the shell.
        errorElement: <PageError />,
        children: PAGES.map(({ path, module }) => {
          const lazy = routeModules.get(module);
          if (!lazy) throw new Error(`No route module ${module}`);
          return path === "/" ? { index: true, lazy } : { path: path.replace(/^\//, ""), lazy };
        }),
      },
    ],
  },
]);
