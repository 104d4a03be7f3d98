import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { OTP_LENGTH, sendWhatsappOtpBody } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/phone-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { sendWhatsappOtp } from '../api/send-whatsapp-otp';
import { useSubmitWhatsappOtp } from '../api/submit-whatsapp-otp';
import { CodeEntryForm } from './code-entry-form';

/** A WhatsApp code: the number with its country code, then the six digits. */
export function WhatsappCodeLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useI18n();
  const submitCode = useSubmitWhatsappOtp();
  const [sent, setSent] = useState<{ cel: string; message: string | undefined } | null>(null);
  const { control, onSubmit, busy, fieldError } = useContractForm({
    schema: sendWhatsappOtpBody,
    defaultValues: { cel: '' },
    submit: sendWhatsappOtp,
    onSuccess: (result, values) => setSent({ cel: values.cel, message: result.message }),
  });

  if (sent) {
    return (
      <CodeEntryForm
        address={sent.cel}
        sentMessage={sent.message}
        submit={(code) => submitCode.mutateAsync({ cel: sent.cel, code })}
        resend={() => sendWhatsappOtp({ cel: sent.cel })}
        onLoggedIn={onLoggedIn}
        onChangeAddress={() => setSent(null)}
        changeAddressLabel={t('auth.code.changePhone')}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.method.whatsapp')}>
      <p className="muted">{t('auth.code.whatsappIntro', { length: OTP_LENGTH })}</p>
      <Controller
        control={control}
        name="cel"
        render={({ field }) => (
          <PhoneField
            label={t('auth.field.whatsapp')}
            countryLabel={t('auth.field.countryCode')}
            hint={t('auth.field.phoneHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldError('cel')}
          />
        )}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.code.send')}
      </Button>
      <p className="muted small">{t('auth.code.newAccountNote')}</p>
    </form>
  );
}
