/**
 * Every page: its URL pattern (react-router syntax) and its lazy route module (under src/web, without extension).
 * The router loads the modules from here; the build turns the same table into the server's preload map, so that
 * a page's own code is fetched with the app's instead of after it (vite.config.ts, scripts/route-preloads.ts).
 * Plain data: the build imports this file outside the app.
 */
export const PAGES = [
  { path: "/", module: "features/courses/language-chooser-route" },
  { path: "/auth", module: "features/auth/auth-route" },
  { path: "/auth/verify", module: "features/auth/verify-route" },
  { path: "/auth/reset-password", module: "features/auth/reset-password-route" },
  { path: "/course/:courseId/scenarios", module: "features/courses/scenarios-route" },
  { path: "/course/:courseId/scenario/:scenarioId/characters", module: "features/courses/tutors-route" },
  { path: "/course/:courseId/scenario/:scenarioId/character/:characterId/chat", module: "features/chat/chat-route" },
  { path: "/learning-studio", module: "features/studio/hub-route" },
  { path: "/learning-studio/vocabulary", module: "features/studio-vocabulary/vocabulary-route" },
  { path: "/learning-studio/grammar", module: "features/studio-grammar/grammar-route" },
  { path: "/learning-studio/mistakes", module: "features/studio-mistakes/mistakes-route" },
  { path: "/learning-studio/create", module: "features/custom-scenarios/create-route" },
  { path: "/learning-studio/:practice", module: "features/studio/practice/practice-route" },
  { path: "/settings", module: "features/settings/settings-route" },
  { path: "/profile", module: "features/profile/profile-route" },
  { path: "/progress", module: "features/progress/progress-route" },
  { path: "/learning-studio/notes", module: "features/studio-notes/notes-route" },
  { path: "/unsubscribe", module: "features/notifications/unsubscribe-route" },
  { path: "/privacy-policy", module: "features/legal/privacy-route" },
  { path: "/terms-of-service", module: "features/legal/terms-route" },
  { path: "*", module: "app/not-found-route" },
] as const satisfies readonly { path: string; module: string }[];
