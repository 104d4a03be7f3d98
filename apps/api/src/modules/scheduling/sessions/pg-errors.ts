/** Database errors the booking code turns into answers (pg and PGlite, wrapped by Drizzle or not). */
function findPgError(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** 23P01: an exclusion constraint refused an overlapping session (a lost race for a slot). */
export function isOverlapViolation(error: unknown): boolean {
  return findPgError(error)?.code === '23P01';
}

/** 23505 on one named unique index. */
export function isUniqueViolationOf(error: unknown, constraint: string): boolean {
  const pg = findPgError(error);
  if (pg?.code !== '23505') return false;
  // PGlite reports the index name too; fall back to the message when it does not.
  return (
    pg.constraint === constraint ||
    String((pg as { message?: unknown }).message ?? '').includes(constraint)
  );
}

/** 40P01: PostgreSQL broke a deadlock by aborting this transaction (nothing of it was written). */
export function isDeadlock(error: unknown): boolean {
  return findPgError(error)?.code === '40P01';
}
