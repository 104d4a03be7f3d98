import type { Factor, PaymentStateName, PaymentTypeName } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';
import type { MessageId } from '../../../locales/fa';

/** SPEC.md §4 Factor state: submit reads "can pay" when canBePaid, otherwise "pre-invoice". */
export function factorStateLabel(factor: Pick<Factor, 'state' | 'canBePaid'>): {
  id: MessageId;
  tone: BadgeTone;
} {
  switch (factor.state) {
    case 'paid':
      return { id: 'commerce.factorState.paid', tone: 'success' };
    case 'partially_paid':
      return { id: 'commerce.factorState.partially_paid', tone: 'info' };
    default:
      return factor.canBePaid
        ? { id: 'commerce.factorState.canPay', tone: 'warning' }
        : { id: 'commerce.factorState.preInvoice', tone: 'neutral' };
  }
}

/** SPEC.md §4 Payment state; wallet_pending is shown blank. */
export function paymentStateLabel(state: PaymentStateName): MessageId | null {
  return state === 'wallet_pending' ? null : (`commerce.paymentState.${state}` as const);
}

/** The badge tone of a payment's state: waiting on someone, done, or failed. */
export const PAYMENT_STATE_TONE: Record<PaymentStateName, BadgeTone> = {
  awaiting: 'warning',
  pending: 'warning',
  paid: 'success',
  wallet_pending: 'neutral',
  failed: 'danger',
  debit_checkout: 'danger',
  rejected: 'danger',
};

export const paymentTypeLabel = (type: PaymentTypeName): MessageId =>
  `commerce.paymentType.${type}` as const;

const WALLET_KINDS = new Set([
  'gift_code',
  'invite_credit',
  'refund',
  'payment',
  'late_fee_debt',
  'overtime_debt',
  'debt_settlement',
  'fee_waiver',
  'adjustment',
]);

export const walletKindLabel = (kind: string): MessageId =>
  WALLET_KINDS.has(kind)
    ? (`commerce.wallet.kind.${kind}` as MessageId)
    : 'commerce.wallet.kind.other';
