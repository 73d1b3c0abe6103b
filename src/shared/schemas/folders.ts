import { z } from "zod";

export * from "./folders-values";

import { DEFAULT_FOLDER_COLOUR, FOLDER_NAME_MAX } from "./folders-values";

/** Folders of notes and of vocabulary (learning-experience §3, §5): one name and colour check, one set of messages. */

export const FOLDER_MESSAGES = {
  nameRequired: "Folder name is required",
  colourInvalid: "Colour must be a hex colour such as #6366f1",
  notFound: "Folder not found",
} as const;

/**
 * The create and update bodies of a folder. `nameTooLong` is the one message the two features word differently
 * ('Folder name…' for notes, 'Folder names…' for vocabulary).
 */
export function folderSchemas(nameTooLong: string) {
  const name = z
    .string({ error: FOLDER_MESSAGES.nameRequired })
    .trim()
    .min(1, FOLDER_MESSAGES.nameRequired)
    .max(FOLDER_NAME_MAX, nameTooLong);
  const color = z
    .string()
    .max(7, { message: FOLDER_MESSAGES.colourInvalid, abort: true })
    .regex(/^#[0-9a-fA-F]{6}$/, FOLDER_MESSAGES.colourInvalid);
  return {
    create: z.object({ name, color: color.default(DEFAULT_FOLDER_COLOUR) }),
    // No defaults here: a rename keeps the colour, a recolour the name.
    update: z
      .object({ name, color })
      .partial()
      .refine((patch) => patch.name !== undefined || patch.color !== undefined, "Nothing to update"),
  };
}
export type CreateFolderInput = z.input<ReturnType<typeof folderSchemas>["create"]>;
export type UpdateFolderInput = z.infer<ReturnType<typeof folderSchemas>["update"]>;
