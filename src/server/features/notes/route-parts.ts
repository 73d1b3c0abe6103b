import { z } from "@hono/zod-openapi";
import { NOTE_MESSAGES } from "../../../shared/schemas/notes";
import { ApiError } from "../../http/errors";

/** What the notes' and the note folders' routes declare alike. */

/** Any string: one that is not a UUID is simply not found (a 404, not a 400). */
export const idParams = z.object({ id: z.string().max(100) });
export const folderNotFound = () => new ApiError(404, "FOLDER_NOT_FOUND", NOTE_MESSAGES.folderNotFound);
export const deleted = {
  content: { "application/json": { schema: z.object({ deleted: z.literal(true) }) } },
  description: "Deleted",
};
