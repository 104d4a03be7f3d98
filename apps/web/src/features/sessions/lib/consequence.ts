import {
  FREE_CHANGE_NOTICE_HOURS,
  FREE_RESCHEDULES_PER_PACKAGE,
  type ChangeConsequence,
  type Locale,
} from '@ravan/contract';
import type { Translator } from '../../../lib/i18n/translator';
import { isCurrency, moneyText } from '../../../lib/money-text';

export interface ConsequenceText {
  free: boolean;
  /** The sentence that says what will happen. */
  headline: string;
  /** Why, and what is left. */
  details: string[];
}

/** An amount inside a sentence, isolated so its sign keeps its place in either direction. */
function amountText(fee: ChangeConsequence['fee'], locale: Locale): string | null {
  if (!fee || !isCurrency(fee.currency)) return null;
  return moneyText(fee.amount, fee.currency, locale);
}

/**
 * What a cancel or reschedule will do, in words, exactly as the server's preview says (SPEC.md
 * §9): free with the credit back, free using one of the package's free reschedules, or the full
 * fee, taken from a session of the package or recorded as a wallet debt.
 */
export function describeConsequence(
  consequence: ChangeConsequence,
  t: Translator['t'],
  locale: Locale,
): ConsequenceText {
  const { action, reason, free_reschedules_left: left } = consequence;
  const details: string[] = [];
  if (reason === 'late') {
    details.push(t('sessions.change.why.late', { hours: FREE_CHANGE_NOTICE_HOURS }));
  } else if (reason === 'no_free_reschedules') {
    details.push(
      t('sessions.change.why.noFreeReschedules', { count: FREE_RESCHEDULES_PER_PACKAGE }),
    );
  } else if (reason === 'staff') {
    details.push(t('sessions.change.why.staff'));
  }
  if (action === 'reschedule' || reason === 'notice') {
    details.push(t('sessions.change.reschedulesLeft', { count: left }));
  }

  if (consequence.free) {
    const headline =
      action === 'cancel'
        ? t('sessions.change.free.cancel')
        : reason === 'free_reschedule'
          ? t('sessions.change.free.usesReschedule')
          : t('sessions.change.free.reschedule');
    return { free: true, headline, details };
  }

  const amount = amountText(consequence.fee, locale);
  const paidBy =
    consequence.paid_by === 'wallet_debt'
      ? 'debt'
      : action === 'reschedule'
        ? 'anotherCredit'
        : 'credit';
  const headline = amount
    ? t(`sessions.change.charged.${paidBy}`, { amount })
    : t(`sessions.change.chargedNoAmount.${paidBy}`);
  return { free: false, headline, details };
}
