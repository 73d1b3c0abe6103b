/** The progress feature's public entry: the 'Achievement unlocked' toasts, shown wherever the learner is. */
export { unseenAchievementsQuery, useAchievementToasts } from "./achievement-toasts";
