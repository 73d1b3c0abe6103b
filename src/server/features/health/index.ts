/** The health feature's public entry: liveness and readiness. */
export { healthRoutes } from "./routes";
