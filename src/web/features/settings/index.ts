/** The settings feature's public entry: other features read the learner's settings through it. */
export { syncTimeZone, useSettings, useTimeZoneSync } from "./queries";
