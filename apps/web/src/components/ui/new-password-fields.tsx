import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmationLabel: string;
  hint: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string | undefined;
  confirmationError?: string | undefined;
}

/**
 * A new password and its repetition: typed left-to-right, offered to password managers as a new
 * password, with the length hint. Sign-up, reset, change and first password all use it.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={props.passwordLabel}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={props.hint}
        error={props.passwordError}
        {...props.password}
      />
      <TextField
        label={props.confirmationLabel}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        error={props.confirmationError}
        {...props.confirmation}
      />
    </>
  );
}
