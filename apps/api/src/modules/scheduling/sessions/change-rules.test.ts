import { describe, expect, it } from 'vitest';
import { decideChange, freeReschedulesLeft, type ChangeFacts } from './change-rules';

const fee = { amount: 4_275, currency: 'dollar' };
const facts = (overrides: Partial<ChangeFacts>): ChangeFacts => ({
  action: 'cancel',
  hoursUntilStart: 72,
  freeReschedulesLeft: 2,
  hasSpareCredit: true,
  fee,
  ...overrides,
});

describe('attendance rules (SPEC.md §9)', () => {
  it.each([
    // action, hours ahead, free reschedules left, spare credit → free, reason, paid_by, left after
    ['cancel', 72, 2, true, true, 'notice', null, 2],
    ['cancel', 24, 0, false, true, 'notice', null, 0],
    ['cancel', 23.99, 2, true, false, 'late', 'credit', 2],
    ['cancel', 2, 0, false, false, 'late', 'credit', 0],
    ['reschedule', 72, 2, false, true, 'free_reschedule', null, 1],
    ['reschedule', 24, 1, false, true, 'free_reschedule', null, 0],
    ['reschedule', 72, 0, true, false, 'no_free_reschedules', 'credit', 0],
    ['reschedule', 72, 0, false, false, 'no_free_reschedules', 'wallet_debt', 0],
    ['reschedule', 2, 2, true, false, 'late', 'credit', 2],
    ['reschedule', 2, 2, false, false, 'late', 'wallet_debt', 2],
  ] as const)(
    '%s %d h ahead, %d free reschedules, spare credit %s → free %s (%s, paid by %s)',
    (action, hours, left, spare, free, reason, paidBy, leftAfter) => {
      const consequence = decideChange(
        facts({ action, hoursUntilStart: hours, freeReschedulesLeft: left, hasSpareCredit: spare }),
      );
      expect(consequence).toEqual({
        action,
        free,
        reason,
        free_reschedules_left: leftAfter,
        hours_until_start: hours,
        fee: free ? null : fee,
        paid_by: paidBy,
      });
    },
  );

  it('changes a session that costs nothing (the evaluation) for free, late or not', () => {
    for (const action of ['cancel', 'reschedule'] as const) {
      const consequence = decideChange(facts({ action, hoursUntilStart: 1, fee: null }));
      expect(consequence).toMatchObject({ free: true, reason: 'notice', fee: null, paid_by: null });
    }
  });

  it('counts two free reschedules per package', () => {
    expect([0, 1, 2, 3].map(freeReschedulesLeft)).toEqual([2, 1, 0, 0]);
    expect(freeReschedulesLeft(-1)).toBe(3);
  });

  it('rounds the hours it reports, not the ones it decides on', () => {
    const consequence = decideChange(facts({ hoursUntilStart: 23.999 }));
    expect(consequence.free).toBe(false);
    expect(consequence.hours_until_start).toBe(24);
  });
});
