import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  RESET_TOKEN_TTL_MINUTES,
  forgotPasswordBody,
  type Input,
  type Output,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useForgotPassword } from '../api/forgot-password';

type ForgotInput = Input<typeof forgotPasswordBody>;
type ForgotOutput = Output<typeof forgotPasswordBody>;

/** Asks for a reset link. The server answers the same for every address, and so does this. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(forgotPasswordBody),
    mode: 'onTouched',
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await forgot.mutateAsync(values);
      setSentMessage(result.message ?? '');
    } catch (error) {
      const message = applyServerErrors(error, setError, ['email']);
      snackbar.show(message ?? t('error.network'), 'error');
    }
  });

  if (sentMessage !== null) {
    return (
      <div className="stack">
        <Notice tone="success" testId="reset-sent">
          <p>{sentMessage}</p>
          <p>{t('auth.forgot.checkInbox', { minutes: RESET_TOKEN_TTL_MINUTES })}</p>
        </Notice>
        <Button variant="ghost" onClick={() => setSentMessage(null)}>
          {t('auth.forgot.again')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.forgot.title')}>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={errors.email?.message && tMessage(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" block busy={forgot.isPending}>
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
