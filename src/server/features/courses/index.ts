// The courses feature's public parts, used by other features (chat records lesson progress).
export { readProgress, recordProgress } from "./progress-data";
export { courseView, type ProgressRecord } from "./progress-rule";
export { courseRoutes } from "./routes";
