/**
 * What the notes and vocabulary folders share (learning-experience §3 "Folder colour palettes"): plain values
 * without zod, so that a page that validates nothing does not load it (the schemas module re-exports them).
 */

export const FOLDER_NAME_MAX = 50;

/** The nine named colours of the notes edit dialog and the vocabulary dialogs; Indigo is the default. */
export const FOLDER_COLOURS = [
  { name: "Indigo", value: "#6366f1" },
  { name: "Purple", value: "#a855f7" },
  { name: "Pink", value: "#ec4899" },
  { name: "Red", value: "#ef4444" },
  { name: "Orange", value: "#f97316" },
  { name: "Yellow", value: "#eab308" },
  { name: "Green", value: "#22c55e" },
  { name: "Blue", value: "#3b82f6" },
  { name: "Cyan", value: "#06b6d4" },
] as const;
export const DEFAULT_FOLDER_COLOUR = FOLDER_COLOURS[0].value;

/** §3: note folder creation offers these eight colours, the first being the default. */
export const NEW_NOTE_FOLDER_COLOURS = [
  { name: "Indigo", value: "#6366f1" },
  { name: "Violet", value: "#8b5cf6" },
  { name: "Pink", value: "#ec4899" },
  { name: "Rose", value: "#f43f5e" },
  { name: "Amber", value: "#f59e0b" },
  { name: "Green", value: "#22c55e" },
  { name: "Cyan", value: "#06b6d4" },
  { name: "Blue", value: "#3b82f6" },
] as const;

/** A named colour of either palette. */
export type FolderColour = (typeof FOLDER_COLOURS | typeof NEW_NOTE_FOLDER_COLOURS)[number];

/** A folder as the API sends it back after a change. */
export interface Folder {
  id: string;
  name: string;
  color: string;
}

/** A folder as a list or its creation sends it: also when it was made (each feature adds its item count). */
export interface ListedFolder extends Folder {
  createdAt: string;
}
