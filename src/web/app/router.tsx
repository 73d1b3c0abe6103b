import { createBrowserRouter } from "react-router";
import { AppRouteError, PageError } from "./errors";
import { RootLayout } from "./layout";

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
        children: [
          { index: true, lazy: () => import("../features/courses/language-chooser-route") },
          { path: "auth", lazy: () => import("../features/auth/auth-route") },
          { path: "auth/verify", lazy: () => import("../features/auth/verify-route") },
          { path: "auth/reset-password", lazy: () => import("../features/auth/reset-password-route") },
          { path: "course/:courseId/scenarios", lazy: () => import("../features/courses/scenarios-route") },
          {
            path: "course/:courseId/scenario/:scenarioId/characters",
            lazy: () => import("../features/courses/tutors-route"),
          },
          {
            path: "course/:courseId/scenario/:scenarioId/character/:characterId/chat",
            lazy: () => import("../features/chat/chat-route"),
          },
          { path: "learning-studio", lazy: () => import("../features/studio/hub-route") },
          {
            path: "learning-studio/vocabulary",
            lazy: () => import("../features/studio-vocabulary/vocabulary-route"),
          },
          { path: "learning-studio/grammar", lazy: () => import("../features/studio-grammar/grammar-route") },
          { path: "learning-studio/:practice", lazy: () => import("../features/studio/practice/practice-route") },
          { path: "settings", lazy: () => import("../features/settings/settings-route") },
          { path: "profile", lazy: () => import("../features/profile/profile-route") },
          { path: "progress", lazy: () => import("../features/progress/progress-route") },
          { path: "learning-studio/notes", lazy: () => import("../features/studio-notes/notes-route") },
          { path: "privacy-policy", lazy: () => import("../features/legal/privacy-route") },
          { path: "terms-of-service", lazy: () => import("../features/legal/terms-route") },
          { path: "*", lazy: () => import("./not-found-route") },
        ],
      },
    ],
  },
]);
