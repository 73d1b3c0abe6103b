/** The speech feature's public entry. */
export { speechRoutes } from "./routes";
