import { z } from "zod";

/** First-party usage statistics ('Analytics'): the kinds of event, and a page opened as the browser reports it. */
export const USAGE_KINDS = ["page", "message", "review"] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/**
 * POST /api/usage/page: the route pattern of the page (e.g. /course/:courseId/scenarios), never its URL; `*` is the
 * 'Page not found' page.
 */
export const pageOpenedSchema = z.object({
  page: z
    .string()
    .max(100, { message: "A page is named by its route pattern.", abort: true })
    .regex(/^(\/[\w\-/:*]*|\*)$/, "A page is named by its route pattern."),
});
