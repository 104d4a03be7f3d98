import { useI18n } from '../../../../lib/i18n/i18n-context';
import { isRangeIssueKey } from '../../lib/weekly-ranges';

/**
 * A field error as text: our own checks carry catalogue ids, the contract's carry `v.*` keys,
 * and the server's arrive already translated (tMessage leaves those as they are).
 */
export function useFieldMessage() {
  const { t, tMessage } = useI18n();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (isRangeIssueKey(message) && message.startsWith('therapist.')) {
      return t(message as Extract<typeof message, `therapist.${string}`>);
    }
    return tMessage(message);
  };
}
