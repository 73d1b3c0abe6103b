/**
 * 'My mistakes' page size: plain values without zod, so that a page that validates nothing does not load it (the
 * schemas module re-exports them).
 */

/** 'My mistakes' loads in pages of this many. */
export const MISTAKES_PAGE_SIZE = 50;
