import { useState } from 'react';
import { RESET_TOKEN_TTL_MINUTES, forgotPasswordBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link. The server answers the same for every address, and so does this. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const { t } = useI18n();
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: forgotPasswordBody,
    defaultValues: { email },
    submit: (values) => forgot.mutateAsync(values),
    onSuccess: (result) => setSentMessage(result.message ?? ''),
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
        error={fieldError('email')}
        {...register('email')}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.forgot.submit')}
      </Button>
    </form>
  );
}
