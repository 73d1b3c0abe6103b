import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UnseenAchievements } from "../../../shared/schemas/progress";
import { api } from "../../lib/api";
import { toast } from "../../lib/lazy-toast";
import { useSoundEffects } from "../sounds";
import { ACHIEVEMENT_KEYS } from "./achievement-keys";
import { useT } from "./i18n";
import { unseenAchievementsQuery } from "./unseen-achievements-query";

/**
 * 'Achievement unlocked: …' the next time the learner is in the app after earning one (with its sound), once: the
 * server is told they have been shown.
 */
export function useAchievementToasts() {
  const t = useT();
  const queryClient = useQueryClient();
  const playEffect = useSoundEffects();
  const { data } = useQuery(unseenAchievementsQuery);
  useEffect(() => {
    if (!data?.achievements.length) return;
    for (const id of data.achievements) {
      toast.success(t("progress.achievement.unlocked", { title: t(ACHIEVEMENT_KEYS[id].title) }), {
        description: t(ACHIEVEMENT_KEYS[id].description),
      });
    }
    playEffect("achievement");
    queryClient.setQueryData<UnseenAchievements>(unseenAchievementsQuery.queryKey, { achievements: [] });
    void api("/api/progress/achievements/seen", { method: "POST", body: {} }).catch(() => {});
  }, [data, t, playEffect, queryClient]);
}
