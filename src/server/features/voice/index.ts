/** The voice feature's public entry. */
export { voiceRoutes } from "./routes";
