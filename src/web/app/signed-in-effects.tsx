import type { SessionUser } from "../../shared/schemas/auth";
import { useAchievementToasts } from "../features/progress";
import { useTimeZoneSync } from "../features/settings";
import { useSendKeptReviews } from "../features/studio-vocabulary";

/**
 * A signed-in learner's background work in every page: the time zone kept in the settings, toasts for achievements
 * earned elsewhere, flash-card ratings kept offline sent. A chunk of its own, loaded after hydration.
 */
export default function SignedInEffects({ user }: { user: SessionUser }) {
  useTimeZoneSync();
  useAchievementToasts();
  useSendKeptReviews(user.id);
  return null;
}
