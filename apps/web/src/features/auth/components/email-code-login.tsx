import { useState } from 'react';
import { OTP_LENGTH, sendEmailOtpBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { sendEmailOtp } from '../api/send-email-otp';
import { useSubmitEmailOtp } from '../api/submit-email-otp';
import { CodeEntryForm } from './code-entry-form';

interface EmailCodeLoginProps {
  email: string;
  onEmailChange: (email: string) => void;
  onLoggedIn: () => void;
}

/** "Email me a code": the address, then the six digits from the email. */
export function EmailCodeLogin({ email, onEmailChange, onLoggedIn }: EmailCodeLoginProps) {
  const { t } = useI18n();
  const submitCode = useSubmitEmailOtp();
  const [sent, setSent] = useState<{ email: string; message: string | undefined } | null>(null);
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: sendEmailOtpBody,
    defaultValues: { email },
    submit: sendEmailOtp,
    onSuccess: (result, values) => setSent({ email: values.email, message: result.message }),
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
        error={fieldError('email')}
        {...register('email', { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.code.send')}
      </Button>
      <p className="muted small">{t('auth.code.newAccountNote')}</p>
    </form>
  );
}
