import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { parseWhole } from '../../lib/number-text';

/** The invoice number to look up ("۱۲" or "12"). */
export function FactorLookupForm({
  initial,
  busy,
  onFind,
}: {
  initial: number | null;
  busy: boolean;
  onFind: (factorID: number) => void;
}) {
  const { t, digits } = useI18n();
  const [text, setText] = useState(initial === null ? '' : digits(initial));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parseWhole(text);
    if (id === undefined || Number.isNaN(id) || id < 1) {
      setError(t('staffRefunds.factorInvalid'));
      return;
    }
    setError(undefined);
    onFind(id);
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate role="search">
      <TextField
        label={t('staffRefunds.factorNumber')}
        value={text}
        error={error}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {t('staffRefunds.find')}
      </Button>
    </form>
  );
}
