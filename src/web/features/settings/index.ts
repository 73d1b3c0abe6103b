/** The settings feature's public entry: other features read the learner's settings through it. */
export {
  settingsQuery,
  syncTimeZone,
  useLearnerTimeZone,
  useSaveSettings,
  useSettings,
  useTimeZoneSync,
} from "./queries";
