import type { PackageSummary } from '@ravan/contract';

/** What one package is worth per session, and what it saves against single sessions. */
export interface PackageValue {
  /** Price of one session in minor units, rounded down to the currency's minor unit. */
  perSession: bigint;
  /** Saving against buying the same number of single sessions, or null when there is none. */
  saving: { amount: bigint; percent: number } | null;
}

/**
 * Price per session and saving of `pkg` (SPEC.md §3 packages), against the single-session package
 * of the same kind (cycle) and currency found in `list`. Amounts are minor units, so bigint
 * division rounds down to the currency's minor unit; the percent is rounded down too. No saving
 * for a single session, without a single-session reference, or when the package is not cheaper.
 */
export function packageValue(pkg: PackageSummary, list: readonly PackageSummary[]): PackageValue {
  const count = BigInt(Math.max(pkg.session_count, 1));
  const price = BigInt(pkg.pivot.price);
  const perSession = price / count;
  if (pkg.session_count <= 1) return { perSession, saving: null };
  const single = list.find(
    (other) =>
      other.session_count === 1 &&
      other.kind === pkg.kind &&
      other.pivot.currency === pkg.pivot.currency,
  );
  if (!single) return { perSession, saving: null };
  const singlesTotal = BigInt(single.pivot.price) * count;
  const amount = singlesTotal - price;
  if (amount <= 0n || singlesTotal <= 0n) return { perSession, saving: null };
  return { perSession, saving: { amount, percent: Number((amount * 100n) / singlesTotal) } };
}
