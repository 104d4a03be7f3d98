import type { ConsoleRequest } from '@ravan/contract';
import type { Translator } from '../../../lib/i18n/translator';

/** "Sara Ahmadi", or "Client no. 12" when the client has not given a name. */
export function clientName(client: ConsoleRequest['client'], t: Translator['t']): string {
  return (
    [client.firstname, client.lastname]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || t('therapist.client.unnamed', { id: client.id })
  );
}
