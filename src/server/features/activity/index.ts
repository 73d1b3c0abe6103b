/** The activity feature's public entry: other features record study events through it; pages apply study cookies. */
export { type ActivityEvent, rebuildActivityDays, recordActivity } from "./data";
export { activityRoutes } from "./routes";
export { applyStudyJournal } from "./study-journal";
