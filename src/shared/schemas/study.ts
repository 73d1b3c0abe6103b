import { z } from "zod";
import { idParamsSchema } from "./id-params";
import { STUDY_SESSION_MAX_SECONDS, STUDY_SURFACES } from "./study-values";

export * from "./study-values";

/**
 * PUT /api/study-sessions/{id}: a study session's state so far. `seconds` is the session's whole count, not an
 * increment: the server adds only what it has not counted yet, so a retried or repeated save counts once.
 */
export const studySessionSchema = z.object({
  seconds: z
    .number({ message: "seconds must be a number" })
    .int("seconds must be a whole number")
    .min(1, "seconds must be at least 1")
    .max(STUDY_SESSION_MAX_SECONDS, "seconds must be at most 86400 (one day)"),
  surface: z.enum(STUDY_SURFACES, { message: `surface must be one of ${STUDY_SURFACES.join(", ")}` }),
  /** Where the learner studied (the chat sends its course and scenario), for the activity feed. */
  courseId: z.string().max(100).optional(),
  scenarioId: z.string().max(100).optional(),
});
export type StudySessionSave = z.infer<typeof studySessionSchema>;

export const studySessionParamsSchema = idParamsSchema("The study session's id must be a UUID");

/** The answer to a save: what this save added, and the learner's total focus time after it. */
export interface StudySessionSaved {
  counted: number;
  totalFocusTime: number;
}
