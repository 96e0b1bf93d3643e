/**
 * True when `error` is PostgreSQL's unique violation (23505), optionally on one named index.
 * Drizzle wraps the driver's error in `cause`; PGlite and node-postgres both carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || name === constraint;
  }
  return false;
}
