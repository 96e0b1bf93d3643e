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

/** SQLSTATEs of a server that is going away or not accepting connections yet. */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/** node-postgres says these in words, with no code. */
const UNAVAILABLE_WORDS =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/**
 * True when `error` means the database cannot be reached right now (a restart, a failover, a
 * dropped connection): the request gets a 503 to retry, never a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_WORDS.test(message)) return true;
    // AggregateError (a refused connection on both IPv4 and IPv6) keeps the reasons in `errors`.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}
