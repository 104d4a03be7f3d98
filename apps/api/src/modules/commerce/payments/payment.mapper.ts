import { toWireMinor } from '@ravan/contract';
import type { Factor, FactorStateName } from '@ravan/contract';
import type { PaymentRow } from './payments.repository';

/**
 * A payment's state as screens and the PDF show it. A gateway attempt still `awaiting` on an
 * invoice already paid another way was abandoned: it reads `failed`, not "waiting for the bank".
 * The row itself stays `awaiting`, so money that still arrives for it is applied once (to the
 * wallet: settleOnlinePayment), and the abandoned-payment job fails it in time.
 */
export function shownPaymentState(
  payment: Pick<PaymentRow, 'type' | 'state'>,
  factorState: FactorStateName,
): PaymentRow['state'] {
  return payment.type === 'online' && payment.state === 'awaiting' && factorState === 'paid'
    ? 'failed'
    : payment.state;
}

/** A payment as SPEC.md §3 shows it on a factor: type, state, amount. */
export function toPaymentView(
  payment: PaymentRow,
  factorState: FactorStateName,
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
