/** The mistakes feature's public entry: its routes, and the mistake memory the chat and progress use. */
export { topCategories } from "./data";
export { recordMistakes } from "./record";
export { mistakeRoutes } from "./routes";
