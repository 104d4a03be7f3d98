import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  resetPasswordBody,
  type Output,
  type ResetPasswordBody,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { useSnackbar } from '../../../components/ui/snackbar';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useResetPassword } from '../api/reset-password';

type ResetOutput = Output<typeof resetPasswordBody>;

interface ResetPasswordFormProps {
  token: string;
  /** Called with the server's success message. */
  onDone: (message: string) => void;
  /** Where to ask for a new link when this one is refused. */
  newLinkHref: string;
}

/** A new password and its confirmation (SPEC.md §5), sent with the reset link's token. */
export function ResetPasswordForm({ token, onDone, newLinkHref }: ResetPasswordFormProps) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const reset = useResetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordBody, unknown, ResetOutput>({
    resolver: zodResolver(resetPasswordBody),
    mode: 'onTouched',
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const message = (key: string | undefined) => (key ? tMessage(key) : undefined);
  // The token is not typed; its problem ("link invalid or expired") is shown above the form.
  const tokenProblem = linkProblem ?? message(errors.token?.message);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      onDone(result.message ?? '');
    } catch (error) {
      const text = applyServerErrors(error, setError, ['password', 'password_confirmation']);
      if (
        error instanceof ApiError &&
        (error.code === 'reset_link_invalid' || error.errors.token)
      ) {
        setLinkProblem(error.errors.token?.[0] ?? error.message);
      } else {
        snackbar.show(text ?? t('error.network'), 'error');
      }
    }
  });

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
        passwordError={message(errors.password?.message)}
        confirmationError={message(errors.password_confirmation?.message)}
      />
      <Button type="submit" block busy={reset.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
