import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** A read-only value with a copy button; "copied" is announced (SPEC.md §8 success messages). */
export function CopyField({
  label,
  value,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const id = useId();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => snackbar.show(t('commerce.invite.copied'), 'success', 3_000),
      () => snackbar.show(t('commerce.invite.copyFailed'), 'error'),
    );
  return (
    <div className="code-form">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          readOnly
          value={value}
          dir="ltr"
          data-testid={testId}
          onFocus={(event) => event.target.select()}
        />
      </div>
      <Button variant="secondary" onClick={() => void copy()}>
        {copyLabel}
      </Button>
    </div>
  );
}
