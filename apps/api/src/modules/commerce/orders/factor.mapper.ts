import { toWireMinor } from '@ravan/contract';
import type { Factor, Locale } from '@ravan/contract';
import type { FactorItemRow, FactorRow } from './factors.repository';

type PaymentView = Factor['payments'][number];

export function dueOf(factor: FactorRow): bigint {
  return factor.totalMinor - factor.paidMinor;
}

/** SPEC.md §4: a submitted factor "can be paid" while something is due. */
export function toFactor(
  factor: FactorRow,
  items: FactorItemRow[],
  /** This factor's payments, already in their view (the payments slice owns them). */
  payments: PaymentView[],
  locale: Locale,
): Factor {
  const due = dueOf(factor);
  return {
    id: factor.id,
    state: factor.state,
    canBePaid: factor.state !== 'paid' && due > 0n,
    currency: factor.currency,
    subtotal: toWireMinor(factor.subtotalMinor),
    discount: toWireMinor(factor.discountMinor),
    total: toWireMinor(factor.totalMinor),
    paid: toWireMinor(factor.paidMinor),
    due: Number(due),
    created_at: factor.createdAt.toISOString(),
    items: items
      .filter((item) => item.factorId === factor.id)
      .map((item) => ({
        package_id: item.packageId,
        title: locale === 'fa' ? item.titleFa : item.titleEn,
        unit_price: toWireMinor(item.unitPriceMinor),
        qty: item.qty,
        total: toWireMinor(item.totalMinor),
        sessions: item.sessionsPerUnit * item.qty,
      })),
    payments,
  };
}
