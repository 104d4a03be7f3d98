import { useState } from 'react';
import { emailField, loginBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLogin } from '../api/login';
import { loginMethods } from '../api/login-methods';

interface LoginFormProps {
  onLoggedIn: () => void;
  /** The email typed so far on the login screen, shared with the code login. */
  email?: string;
  onEmailChange?: (email: string) => void;
  /** Offered when the email belongs to an account without a password. */
  onUseEmailCode?: (email: string) => void;
}

export function LoginForm({
  onLoggedIn,
  email = '',
  onEmailChange,
  onUseEmailCode,
}: LoginFormProps) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const login = useLogin();
  const [passwordless, setPasswordless] = useState<string | null>(null);
  // A refused login (wrong password, a lock) is said beside the form and stays until the next try.
  const [failure, setFailure] = useState<string | null>(null);
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: loginBody,
    defaultValues: { email },
    submit: (values) => {
      setFailure(null);
      return login.mutateAsync(values);
    },
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', 3_000);
      onLoggedIn();
    },
    onFailure: (_error, text) => {
      setFailure(text);
      return true;
    },
  });

  /** An account made by a code or Google has no password: point it to "email me a code". */
  const checkMethods = async (typed: string) => {
    const parsed = emailField.safeParse(typed);
    if (!onUseEmailCode || !parsed.success) return setPasswordless(null);
    try {
      const { data } = await loginMethods({ email: parsed.data });
      setPasswordless(data.exists && !data.methods.includes('password') ? parsed.data : null);
    } catch {
      setPasswordless(null); // only a hint: the form works without it
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.login.title')}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={fieldError('email')}
        {...register('email', {
          onChange: (event) => onEmailChange?.(event.target.value),
          onBlur: (event) => void checkMethods(event.target.value),
        })}
      />
      {passwordless && onUseEmailCode ? (
        <Notice testId="passwordless-hint">
          <p>{t('auth.login.noPassword')}</p>
          <Button variant="secondary" onClick={() => onUseEmailCode(passwordless)}>
            {t('auth.login.useEmailCode')}
          </Button>
        </Notice>
      ) : null}
      <TextField
        label={t('auth.field.password')}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        error={fieldError('password')}
        {...register('password')}
      />
      {failure ? (
        <Notice tone="error" testId="login-failed">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Button type="submit" block busy={busy}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
