/** The notes feature's public entry. */
export { notesRoutes } from "./routes";
