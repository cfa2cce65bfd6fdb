/** The PostgreSQL error code and constraint of a failed query (drizzle wraps the driver's error as its cause). */
interface PgFailure {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function pgError(error: unknown): PgFailure | undefined {
  const e = error as PgFailure & { cause?: PgFailure };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  if (typeof e?.cause?.code === 'string') return e.cause;
  return undefined;
}

/** True for a unique-index violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
