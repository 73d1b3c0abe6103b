/** The vocabulary feature's public entry: its routes, and the review and due-word rules the chat uses. */
export { DUE_ORDER, dueFilter } from "./data";
export { reviewWord } from "./review";
export { vocabularyRoutes } from "./routes";
