/** The activity feature's public entry: other features record study events through it. */
export { type ActivityEvent, rebuildActivityDays, recordActivity } from "./record";
