import { useState } from 'react';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { isConflict } from './conflict-errors';

/**
 * How a console dialog takes a failed answer: a 409 (the item changed meanwhile) is said in the
 * snackbar and the dialog closes, its list reloading; anything else stays in the dialog as
 * `failure`, to be tried again.
 */
export function useAnswerFailure(onClose: () => void) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (!isConflict(error)) return setFailure(errorText(error, t));
    snackbar.show(errorText(error, t), 'error');
    onClose();
  };
  return { failure, setFailure, onError };
}
