import type { Currency, PackageSummary } from '@ravan/contract';

/**
 * The lowest price of one therapy session in the catalogue page given (minor units, rounded half
 * up), or null when it has no therapy package. The fee a directory card shows: fees are set per
 * package, not per therapist.
 */
export function lowestSessionFee(
  packages: PackageSummary[],
): { amount: number; currency: Currency } | null {
  let lowest: { amount: number; currency: Currency } | null = null;
  for (const pkg of packages) {
    if (pkg.kind !== 'therapy' || pkg.session_count < 1) continue;
    const amount = Math.round(pkg.pivot.price / pkg.session_count);
    if (!lowest || amount < lowest.amount) lowest = { amount, currency: pkg.pivot.currency };
  }
  return lowest;
}

/** What one session of a package costs (minor units, rounded half up). */
export const perSession = (pkg: PackageSummary): number =>
  Math.round(pkg.pivot.price / Math.max(1, pkg.session_count));
