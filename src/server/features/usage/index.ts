// The usage feature's public part: other features record their events through it.
export { recordUsage } from "./data";
export { usageRoutes } from "./routes";
