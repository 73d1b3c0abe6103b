/** The account feature's public entry: its routes (sign-up extras, export, deletion). */
export { accountRoutes } from "./routes";
