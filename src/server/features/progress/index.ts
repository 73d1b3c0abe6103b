// The progress feature's public parts, used by other features (a reminder mail says the streak at stake; a lesson
// or a study day may earn an achievement).
export { awardAchievements, awardStreakAchievement } from "./achievements";
export { progressRoutes } from "./routes";
export { dayStreak } from "./rules";
