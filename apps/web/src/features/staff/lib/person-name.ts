import type { ConsoleSession } from '@ravan/contract';
import type { Translator } from '../../../lib/i18n/translator';

/** "Sara Ahmadi", or "No name" when the person has not given one. */
export function personName(
  person: Pick<ConsoleSession['client'], 'firstname' | 'lastname'>,
  t: Translator['t'],
): string {
  return (
    [person.firstname, person.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || t('staff.payments.unnamed')
  );
}
