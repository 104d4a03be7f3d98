import { useI18n } from '../../../../lib/i18n/i18n-context';

/**
 * A field error as text: the screen's own checks carry the contract's `v.*` keys (the server
 * uses the same ones), and the server's errors arrive already translated (tMessage leaves those
 * as they are).
 */
export function useFieldMessage() {
  const { tMessage } = useI18n();
  return (message: string | undefined): string | undefined =>
    message ? tMessage(message) : undefined;
}
