import { describe, expect, it } from 'vitest';
import type { ChangeConsequence } from '@ravan/contract';
import { createTranslator } from '../../../lib/i18n/translator';
import type { Messages } from '../../../locales/fa';
import { sessions as enSessions } from '../../../locales/en/sessions';
import { sessions as faSessions } from '../../../locales/fa/sessions';
import { describeConsequence } from './consequence';

const en = createTranslator('en', enSessions as unknown as Messages);
const fa = createTranslator('fa', faSessions as unknown as Messages);
const base: ChangeConsequence = {
  action: 'cancel',
  free: true,
  reason: 'notice',
  free_reschedules_left: 1,
  hours_until_start: 72,
  fee: null,
  paid_by: null,
};
const say = (consequence: ChangeConsequence, translator = en) => {
  const text = describeConsequence(consequence, translator.t, translator.locale);
  return [text.headline, ...text.details].join(' ').replace(/[\u2068\u2069]/g, '');
};

describe('describeConsequence (what a change costs, before confirming)', () => {
  it('says a cancel with notice is free and the session goes back to the package', () => {
    expect(say(base)).toBe('Free — the session returns to your package. 1 free reschedule left.');
  });

  it('says a reschedule uses one of the free reschedules and how many remain after it', () => {
    const text = say({
      ...base,
      action: 'reschedule',
      reason: 'free_reschedule',
      free_reschedules_left: 0,
    });
    expect(text).toBe(
      'Free — this uses one of your package’s free reschedules. No free reschedules left.',
    );
  });

  it('names the full fee and how it is paid for a late cancel', () => {
    const late = { ...base, free: false, reason: 'late' as const, hours_until_start: 2 };
    expect(say({ ...late, fee: { amount: 4500, currency: 'euro' }, paid_by: 'credit' })).toBe(
      'The full fee will be charged: €45.00 (one session of your package is used) The session starts in less than 24 hours; a later cancel or change costs the full fee.',
    );
    expect(
      say({
        ...late,
        action: 'reschedule',
        fee: { amount: 4500, currency: 'euro' },
        paid_by: 'wallet_debt',
      }),
    ).toContain('€45.00 (recorded as a debt in your wallet)');
  });

  it('explains a charged reschedule when the free ones are used up', () => {
    const text = say({
      ...base,
      action: 'reschedule',
      free: false,
      reason: 'no_free_reschedules',
      free_reschedules_left: 0,
      fee: { amount: 950_000, currency: 'rial' },
      paid_by: 'credit',
    });
    expect(text).toContain(
      '950,000 Toman (another session of your package is used for the new time)',
    );
    expect(text).toContain('You have used the 2 free reschedules of your package.');
  });

  it('speaks Persian with Persian digits and Toman', () => {
    const text = say(
      {
        ...base,
        free: false,
        reason: 'late',
        fee: { amount: 950_000, currency: 'rial' },
        paid_by: 'credit',
      },
      fa,
    );
    expect(text).toContain('۹۵۰٬۰۰۰ تومان');
    expect(text).toContain('۲۴');
  });
});
