/**
 * What the first `sessions` sessions of a line are worth: the line's price per session, scaled
 * by the share of the invoice actually charged (a coupon's discount is spread over every line).
 * Rounded down, so the platform never pays back more than it took.
 */
export function sessionsValue(
  sessions: number,
  line: { totalMinor: bigint; sessions: number },
  factor: { subtotalMinor: bigint; totalMinor: bigint },
): bigint {
  if (line.sessions <= 0 || factor.subtotalMinor <= 0n) return 0n;
  return (
    (BigInt(sessions) * line.totalMinor * factor.totalMinor) /
    (BigInt(line.sessions) * factor.subtotalMinor)
  );
}

/**
 * The refund for `count` more sessions when `already` are refunded: the difference of two
 * cumulative values, so refunding a line in several steps adds up to exactly the whole line.
 */
export function refundFor(
  already: number,
  count: number,
  line: { totalMinor: bigint; sessions: number },
  factor: { subtotalMinor: bigint; totalMinor: bigint },
): bigint {
  return sessionsValue(already + count, line, factor) - sessionsValue(already, line, factor);
}
