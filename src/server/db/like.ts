/** A case-insensitive "contains" pattern with LIKE's wildcards escaped, so a search for "50%" finds "50%" only. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
