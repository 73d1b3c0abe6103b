/**
 * The chat's limits (learning-experience §4, §9): plain values without zod, so that a page that validates nothing
 * does not load it (the schemas module re-exports them).
 */

export const MESSAGE_MAX = 2000;
/** A lesson completes at this many learner messages (§4, §9). */
export const LESSON_MESSAGES = 10;
