// The usage feature's public part: other features record their events through it.
export { recordUsage } from "./record";
export { usageRoutes } from "./routes";
