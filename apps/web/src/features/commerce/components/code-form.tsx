import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';

/** A one-field form for a code (discount or gift card): trims, refuses empty, keeps focus. */
export function CodeForm({
  label,
  submitLabel,
  requiredMessage,
  busy,
  onSubmit,
  testId,
}: {
  label: string;
  submitLabel: string;
  requiredMessage: string;
  busy: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  testId: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    setError(undefined);
    onSubmit(trimmed).then(
      () => setCode(''),
      // A 422 names what is wrong with the code: said on the field too (the snackbar has the rest).
      (failure: unknown) =>
        setError(failure instanceof ApiError ? failure.errors.code?.[0] : undefined),
    );
  };

  return (
    <form className="code-form" onSubmit={submit} noValidate data-testid={testId}>
      <TextField
        id={id}
        label={label}
        value={code}
        error={error}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
