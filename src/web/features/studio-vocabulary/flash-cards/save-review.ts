import type { ReviewRating } from "../../../../shared/schemas/studio";
import { toast } from "../../../lib/lazy-toast";
import { isOffline } from "../../offline";
import { vocabularyApi } from "../api";
import type { useT } from "../i18n";
import { keepReview } from "./offline-reviews";

/**
 * Sends a rating, with the spec's toasts; without a connection keeps it on this device to send later (for a
 * signed-in learner). False when it was not saved.
 */
export async function saveReview(
  t: ReturnType<typeof useT>,
  userId: string | undefined,
  wordId: string,
  rating: ReviewRating,
): Promise<boolean> {
  try {
    const { nextReviewDays: days } = await vocabularyApi.review(wordId, rating);
    toast.success(t("studio-vocabulary.flashCards.reviewed"), {
      description: t("studio-vocabulary.flashCards.nextReview", { days }),
    });
    return true;
  } catch (error) {
    if (isOffline(error) && userId) {
      const kept = await keepReview({ userId, wordId, rating }).then(
        () => true,
        (reason: unknown) => console.error("keeping a review offline failed", reason),
      );
      if (kept) {
        toast.success(t("studio-vocabulary.flashCards.keptOffline"), {
          description: t("studio-vocabulary.flashCards.keptOfflineText"),
        });
        return true;
      }
    } else console.error("saving a review failed", error);
    toast.error(
      rating === "mastered"
        ? t("studio-vocabulary.flashCards.masterFailed")
        : t("studio-vocabulary.flashCards.saveFailed"),
    );
    return false;
  }
}
