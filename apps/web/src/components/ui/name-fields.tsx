import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

/** The part of a form that holds a first and last name. */
interface NameForm {
  register: (name: 'firstname' | 'lastname') => UseFormRegisterReturn;
  fieldError: (name: 'firstname' | 'lastname') => string | undefined;
}

/** First and last name, offered to autofill as the given and family name. */
export function NameFields({
  form,
  firstLabel,
  lastLabel,
}: {
  form: NameForm;
  firstLabel: string;
  lastLabel: string;
}) {
  return (
    <>
      <TextField
        label={firstLabel}
        autoComplete="given-name"
        error={form.fieldError('firstname')}
        {...form.register('firstname')}
      />
      <TextField
        label={lastLabel}
        autoComplete="family-name"
        error={form.fieldError('lastname')}
        {...form.register('lastname')}
      />
    </>
  );
}
