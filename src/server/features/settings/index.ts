/** The settings feature's public entry: its routes, the learner's settings read, and the page's language. */
export { readSettings } from "./data";
export { pageLocale } from "./page-locale";
export { settingsRoutes } from "./routes";
