/** What the notes and vocabulary folders share (learning-experience §3 "Folder colour palettes"). */

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
