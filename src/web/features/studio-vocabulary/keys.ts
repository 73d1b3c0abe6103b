/**
 * The vocabulary's query keys, in a module of their own: the signed-in shell (kept offline reviews) needs them
 * without the API module and the shared schemas it brings.
 */
export type StatusFilter = "all" | "learning" | "learned";
/** "all", "unfiled" or a folder id. */
export type FolderFilter = string;

export const vocabularyKeys = {
  all: ["vocabulary"] as const,
  list: (folder: FolderFilter, status: StatusFilter, q: string) => ["vocabulary", "list", folder, status, q] as const,
  folders: ["vocabulary", "folders"] as const,
  due: ["vocabulary", "due"] as const,
};
