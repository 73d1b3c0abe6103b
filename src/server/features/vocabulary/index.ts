/** The vocabulary feature's public entry: its routes, and the review and due-word rules the chat uses. */
export { DUE_ORDER, dueFilter, reviewWord } from "./data";
export { vocabularyRoutes } from "./routes";
