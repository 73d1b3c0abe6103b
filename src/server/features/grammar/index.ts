/** The grammar feature's public entry: saved grammar topics and quiz answers. */
export { grammarRoutes } from "./routes";
