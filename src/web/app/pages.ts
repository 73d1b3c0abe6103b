/**
 * Every page: its URL pattern (react-router syntax) and its lazy route module (under src/web, without extension).
 * The router loads the modules from here; the build turns the same table into the server's preload map, so that
 * a page's own code is fetched with the app's instead of after it (vite.config.ts, scripts/route-preloads.ts).
 * `data`: the API reads the page starts with (`:name` filled from the URL); the server asks the browser to fetch them
 * at once (`<link rel="preload" as="fetch">`), so the page's data does not wait for its code either. Only reads that
 * the page makes exactly like this, with no side effects.
 * Plain data: the build imports this file outside the app.
 */
export const PAGES = [
  { path: "/", module: "features/courses/language-chooser-route", data: ["/api/courses"] },
  { path: "/auth", module: "features/auth/auth-route" },
  { path: "/auth/verify", module: "features/auth/verify-route" },
  { path: "/auth/reset-password", module: "features/auth/reset-password-route" },
  { path: "/course/:courseId/scenarios", module: "features/courses/scenarios-route", data: ["/api/courses/:courseId"] },
  {
    path: "/course/:courseId/scenario/:scenarioId/characters",
    module: "features/courses/tutors-route",
    data: ["/api/courses/:courseId/scenarios/:scenarioId"],
  },
  {
    path: "/course/:courseId/scenario/:scenarioId/character/:characterId/chat",
    module: "features/chat/chat-route",
    data: ["/api/courses/:courseId/scenarios/:scenarioId"],
  },
  { path: "/learning-studio", module: "features/studio/hub-route" },
  { path: "/learning-studio/vocabulary", module: "features/studio-vocabulary/vocabulary-route" },
  { path: "/learning-studio/grammar", module: "features/studio-grammar/grammar-route" },
  { path: "/learning-studio/:practice", module: "features/studio/practice/practice-route" },
  { path: "/settings", module: "features/settings/settings-route" },
  { path: "/profile", module: "features/profile/profile-route" },
  { path: "/progress", module: "features/progress/progress-route" },
  { path: "/learning-studio/notes", module: "features/studio-notes/notes-route" },
  { path: "/privacy-policy", module: "features/legal/privacy-route" },
  { path: "/terms-of-service", module: "features/legal/terms-route" },
  { path: "*", module: "app/not-found-route" },
] as const satisfies readonly { path: string; module: string; data?: readonly string[] }[];

/** Read by the app's shell on every page. */
export const SHELL_DATA = ["/api/auth/get-session"];
