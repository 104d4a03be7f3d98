import { describe, expect, it } from 'vitest';
import { factorStateLabel, paymentStateLabel, walletKindLabel } from './labels';

describe('factor and payment labels (SPEC.md §4)', () => {
  it('shows a submitted factor as "can pay" only when it can be paid, else as a pre-invoice', () => {
    expect(factorStateLabel({ state: 'submit', canBePaid: true }).id).toBe(
      'commerce.factorState.canPay',
    );
    expect(factorStateLabel({ state: 'submit', canBePaid: false }).id).toBe(
      'commerce.factorState.preInvoice',
    );
    expect(factorStateLabel({ state: 'partially_paid', canBePaid: true }).id).toBe(
      'commerce.factorState.partially_paid',
    );
    expect(factorStateLabel({ state: 'paid', canBePaid: false }).tone).toBe('success');
  });

  it('leaves wallet_pending blank and names every other payment state', () => {
    expect(paymentStateLabel('wallet_pending')).toBeNull();
    expect(paymentStateLabel('awaiting')).toBe('commerce.paymentState.awaiting');
    expect(paymentStateLabel('debit_checkout')).toBe('commerce.paymentState.debit_checkout');
  });

  it('falls back to a generic word for an unknown wallet entry kind', () => {
    expect(walletKindLabel('gift_code')).toBe('commerce.wallet.kind.gift_code');
    expect(walletKindLabel('something_new')).toBe('commerce.wallet.kind.other');
  });
});
