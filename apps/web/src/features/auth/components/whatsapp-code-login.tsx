import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { OTP_LENGTH, sendWhatsappOtpBody, type Input, type Output } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/phone-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { sendWhatsappOtp } from '../api/send-whatsapp-otp';
import { useSubmitWhatsappOtp } from '../api/submit-whatsapp-otp';
import { CodeEntryForm } from './code-entry-form';

type PhoneInput = Input<typeof sendWhatsappOtpBody>;
type PhoneOutput = Output<typeof sendWhatsappOtpBody>;

/** A WhatsApp code: the number with its country code, then the six digits. */
export function WhatsappCodeLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const submitCode = useSubmitWhatsappOtp();
  const [sent, setSent] = useState<{ cel: string; message: string | undefined } | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<PhoneInput, unknown, PhoneOutput>({
    resolver: zodResolver(sendWhatsappOtpBody),
    mode: 'onTouched',
    defaultValues: { cel: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await sendWhatsappOtp(values);
      setSent({ cel: values.cel, message: result.message });
    } catch (error) {
      const message = applyServerErrors(error, setError, ['cel']);
      snackbar.show(message ?? t('error.network'), 'error');
    }
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
        render={({ field, fieldState }) => (
          <PhoneField
            label={t('auth.field.whatsapp')}
            countryLabel={t('auth.field.countryCode')}
            hint={t('auth.field.phoneHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message && tMessage(fieldState.error.message)}
          />
        )}
      />
      <Button type="submit" block busy={isSubmitting}>
        {t('auth.code.send')}
      </Button>
      <p className="muted small">{t('auth.code.newAccountNote')}</p>
    </form>
  );
}
