/**
 * Whether a database error (or one it wraps: drizzle puts the driver's error in `cause`) is a unique violation of
 * the named constraint or index. node-postgres names it in `constraint`; PGlite in the message.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const err = e as { code?: string; constraint?: string; message?: string };
    if (err.code === "23505" && (err.constraint === constraint || err.message?.includes(constraint))) return true;
  }
  return false;
}
