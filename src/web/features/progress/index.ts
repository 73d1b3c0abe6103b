/** The progress feature's public entry: the 'Achievement unlocked' toasts, shown wherever the learner is. */
export { useAchievementToasts } from "./achievement-toasts";
export { unseenAchievementsQuery } from "./unseen-achievements-query";
