// The progress feature's public parts, used by other features (a reminder mail says the streak at stake).
export { dayStreak } from "./rules";
