import { useQueryClient } from "@tanstack/react-query";
import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import { useEffect } from "react";
import type { ReviewRating } from "../../../../shared/schemas/studio";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/lazy-toast";
import { vocabularyApi, vocabularyKeys } from "../api";
import { useT } from "../i18n";

/** A flash-card rating made without a connection, kept in IndexedDB until it is sent (decision 0017). */
export interface KeptReview {
  /** The review's own id: the server applies each id once, however often it is sent. */
  reviewId: string;
  /** Whose review it is: only that learner's session sends it. */
  userId: string;
  wordId: string;
  rating: ReviewRating;
  /** When it was made: the server schedules from then. */
  reviewedAt: string;
}

let store: UseStore | undefined;
const reviews = () => {
  store ??= createStore("parley-offline", "reviews");
  return store;
};

/** Keys sort in the order the reviews were made: the time, then a counter for reviews in the same millisecond. */
let sequence = 0;
const keyOf = (review: KeptReview) => `${review.reviewedAt}#${String(sequence++).padStart(6, "0")}`;

/** Keeps a review made offline on this device; it is sent by useSendKeptReviews once the connection returns. */
export async function keepReview(review: Omit<KeptReview, "reviewId" | "reviewedAt">): Promise<void> {
  const kept: KeptReview = { ...review, reviewId: randomUuid(), reviewedAt: new Date().toISOString() };
  await set(keyOf(kept), kept, reviews());
}

/** Refusals that sending again cannot change (the word was deleted, say): the review is dropped. */
const refusedForGood = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

let sending: Promise<number> | undefined;

/**
 * Sends the learner's kept reviews one at a time in the order they were made; each is removed once the server has
 * it. Stops at the first that cannot be sent (offline again, signed out, server trouble) and goes on next time.
 * Returns how many were sent. One run at a time.
 */
export function sendKeptReviews(userId: string): Promise<number> {
  sending ??= (async () => {
    const mine = (await entries<string, KeptReview>(reviews()))
      .filter(([, review]) => review.userId === userId)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    let sent = 0;
    for (const [key, review] of mine) {
      try {
        await vocabularyApi.review(review.wordId, review.rating, {
          reviewId: review.reviewId,
          reviewedAt: review.reviewedAt,
        });
        sent++;
      } catch (error) {
        if (!refusedForGood(error)) break;
        console.warn("a review kept offline was refused", error);
      }
      await del(key, reviews());
    }
    return sent;
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/**
 * While a learner is signed in: sends their kept reviews when the app starts and whenever the connection returns,
 * then reads the vocabulary again (due count, review dates).
 */
export function useSendKeptReviews(userId: string): void {
  const queryClient = useQueryClient();
  const t = useT();
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    const send = async () => {
      const sent = await sendKeptReviews(userId).catch((error: unknown) => {
        console.warn("kept reviews not sent", error);
        return 0;
      });
      if (sent === 0) return;
      toast.success(t("studio-vocabulary.flashCards.sentKept", { count: sent }));
      await queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
    };
    if (navigator.onLine) void send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [userId, queryClient, t]);
}

/** crypto.randomUUID needs a secure context; a self-hosted server on plain http on the LAN has none. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
