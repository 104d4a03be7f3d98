import { useState } from 'react';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, resetPasswordBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  token: string;
  /** Called with the server's success message. */
  onDone: (message: string) => void;
  /** Where to ask for a new link when this one is refused. */
  newLinkHref: string;
}

/** A new password and its confirmation (SPEC.md §5), sent with the reset link's token. */
export function ResetPasswordForm({ token, onDone, newLinkHref }: ResetPasswordFormProps) {
  const { t } = useI18n();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: resetPasswordBody,
    defaultValues: { token, password: '', password_confirmation: '' },
    submit: (values) => reset.mutateAsync(values),
    onSuccess: (result) => onDone(result.message ?? ''),
    serverFields: ['password', 'password_confirmation'],
    onFailure: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code !== 'reset_link_invalid' && !error.errors.token) return;
      setLinkProblem(error.errors.token?.[0] ?? error.message);
      return true;
    },
  });
  // The token is not typed; its problem ("link invalid or expired") is shown above the form.
  const tokenProblem = linkProblem ?? fieldError('token');

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.reset.title')}>
      {tokenProblem ? (
        <Notice tone="error" testId="reset-link-problem">
          <p>{tokenProblem}</p>
          <Link to={newLinkHref}>{t('auth.reset.newLink')}</Link>
        </Notice>
      ) : null}
      <NewPasswordFields
        passwordLabel={t('auth.field.newPassword')}
        confirmationLabel={t('auth.field.passwordConfirmation')}
        hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={fieldError('password')}
        confirmationError={fieldError('password_confirmation')}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
