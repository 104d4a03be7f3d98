import { SESSION_MINUTES } from '@ravan/contract';

/** The fee of one session of a package line: its unit price over its sessions, rounded half up. */
export function perSessionFee(unitPriceMinor: bigint, sessionsPerUnit: number): bigint {
  const sessions = BigInt(Math.max(1, sessionsPerUnit));
  return (unitPriceMinor * 2n + sessions) / (sessions * 2n);
}

/**
 * Minutes beyond the session length (SPEC.md §9: extra minutes are charged). A minute costs the
 * per-session fee over SESSION_MINUTES, rounded up to whole minor units.
 */
export function overtimeCharge(
  feeMinor: bigint,
  actualMinutes: number,
): { minutes: number; amountMinor: bigint } {
  const minutes = Math.max(0, actualMinutes - SESSION_MINUTES);
  const minutesPerFee = BigInt(SESSION_MINUTES);
  const perMinute = (feeMinor + minutesPerFee - 1n) / minutesPerFee;
  return { minutes, amountMinor: perMinute * BigInt(minutes) };
}
