/**
 * Study time (issue 37): what counts, and how often it is saved. Plain values without zod, so that the pages that
 * count (the chat, flash cards, the quiz, mistake practice) do not load it (the schemas module re-exports them).
 */

/** Where a learner studies; each visit of one is a study session with its own id. */
export const STUDY_SURFACES = ["chat", "cards", "quiz", "mistakes"] as const;
export type StudySurface = (typeof STUDY_SURFACES)[number];

/** Time counts while the page is visible and the learner was active (input, or audio playing) this recently. */
export const STUDY_IDLE_MS = 2 * 60_000;
/** A session is saved at least this often while it counts (and when the page is hidden or left). */
export const STUDY_SAVE_EVERY_MS = 60_000;
/** A session's seconds also ride on every request in a cookie of this prefix, so that a page loaded next (a full load
 * that starts before the page left could save) already includes them; the server applies and clears it. */
export const STUDY_COOKIE_PREFIX = "parley-study-";
/** At most a day per session. */
export const STUDY_SESSION_MAX_SECONDS = 86_400;
