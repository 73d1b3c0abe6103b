/** The vocabulary feature's public entry: what the signed-in shell needs wherever the learner is. */
export { useSendKeptReviews } from "./flash-cards/offline-reviews";
