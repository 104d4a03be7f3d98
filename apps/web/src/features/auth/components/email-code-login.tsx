import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OTP_LENGTH, sendEmailOtpBody, type Input, type Output } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { sendEmailOtp } from '../api/send-email-otp';
import { useSubmitEmailOtp } from '../api/submit-email-otp';
import { CodeEntryForm } from './code-entry-form';

type EmailInput = Input<typeof sendEmailOtpBody>;
type EmailOutput = Output<typeof sendEmailOtpBody>;

interface EmailCodeLoginProps {
  email: string;
  onEmailChange: (email: string) => void;
  onLoggedIn: () => void;
}

/** "Email me a code": the address, then the six digits from the email. */
export function EmailCodeLogin({ email, onEmailChange, onLoggedIn }: EmailCodeLoginProps) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const submitCode = useSubmitEmailOtp();
  const [sent, setSent] = useState<{ email: string; message: string | undefined } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(sendEmailOtpBody),
    mode: 'onTouched',
    defaultValues: { email },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await sendEmailOtp(values);
      setSent({ email: values.email, message: result.message });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['email']);
      snackbar.show(message ?? t('error.network'), 'error');
    }
  });

  if (sent) {
    return (
      <CodeEntryForm
        address={sent.email}
        sentMessage={sent.message}
        submit={(code) => submitCode.mutateAsync({ email: sent.email, code })}
        resend={() => sendEmailOtp({ email: sent.email })}
        onLoggedIn={onLoggedIn}
        onChangeAddress={() => setSent(null)}
        changeAddressLabel={t('auth.code.changeEmail')}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.method.emailCode')}>
      <p className="muted">{t('auth.code.emailIntro', { length: OTP_LENGTH })}</p>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        error={errors.email?.message && tMessage(errors.email.message)}
        {...register('email', { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <Button type="submit" block busy={isSubmitting}>
        {t('auth.code.send')}
      </Button>
      <p className="muted small">{t('auth.code.newAccountNote')}</p>
    </form>
  );
}
