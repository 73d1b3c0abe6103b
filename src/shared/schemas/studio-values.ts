/**
 * The studio lists' page size (learning-experience §9): plain values without zod, so that a page that validates
 * nothing does not load it (the schemas module re-exports them).
 */

/** Lists load in pages of 50; a full page means there may be more (§9). */
export const PAGE_SIZE = 50;
