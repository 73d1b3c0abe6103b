/** The profile feature's public entry: its routes, and the profile read that the data export includes. */
export { readProfile } from "./data";
export { profileRoutes } from "./routes";
