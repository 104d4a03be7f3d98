import { toWireMinor } from '@ravan/contract';
import type { Factor, Locale } from '@ravan/contract';
import type { FactorState } from './factors.table';
import type { FactorItemRow, FactorRow, PaymentRow } from './factors.repository';

/**
 * A payment's state as screens and the PDF show it. A gateway attempt still `awaiting` on an
 * invoice already paid another way was abandoned: it reads `failed`, not "waiting for the bank".
 * The row itself stays `awaiting`, so money that still arrives for it is applied once (to the
 * wallet: settleOnlinePayment), and the abandoned-payment job fails it in time.
 */
export function shownPaymentState(
  payment: Pick<PaymentRow, 'type' | 'state'>,
  factorState: FactorState,
): PaymentRow['state'] {
  return payment.type === 'online' && payment.state === 'awaiting' && factorState === 'paid'
    ? 'failed'
    : payment.state;
}

/** A payment as SPEC.md §3 shows it on a factor: type, state, amount. */
export function toPaymentView(
  payment: PaymentRow,
  factorState: FactorState,
): Factor['payments'][number] {
  return {
    id: payment.id,
    type: payment.type,
    state: shownPaymentState(payment, factorState),
    amount: toWireMinor(payment.amountMinor),
    currency: payment.currency,
    gateway: payment.gateway,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
    review_note: payment.reviewNote,
  };
}

export function dueOf(factor: FactorRow): bigint {
  return factor.totalMinor - factor.paidMinor;
}

/** SPEC.md §4: a submitted factor "can be paid" while something is due. */
export function toFactor(
  factor: FactorRow,
  items: FactorItemRow[],
  payments: PaymentRow[],
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
    payments: payments
      .filter((payment) => payment.factorId === factor.id)
      .map((payment) => toPaymentView(payment, factor.state)),
  };
}
