import { useEffect, type ChangeEvent } from 'react';
import { OTP_LENGTH, otpCodeField, z } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { RESEND_AFTER_SECONDS, digitsOnly } from '../code-delivery';
import { useCountdown } from '../hooks/use-countdown';

/** The `code` field of submit-email-otp and submit-whatsapp-otp: six digits, Persian accepted. */
const codeForm = z.object({ code: otpCodeField });
const ADDRESS_SLOT = '\u0000';

interface CodeEntryFormProps {
  /** Where the code went, as the person typed it (email or phone number). */
  address: string;
  /** The server's answer to sending the code. */
  sentMessage: string | undefined;
  submit: (code: string) => Promise<{ message?: string | undefined }>;
  resend: () => Promise<{ message?: string | undefined }>;
  onLoggedIn: () => void;
  onChangeAddress: () => void;
  changeAddressLabel: string;
}

/** Step two of a code login: type the six digits, or ask again once the countdown ends. */
export function CodeEntryForm({
  address,
  sentMessage,
  submit,
  resend,
  onLoggedIn,
  onChangeAddress,
  changeAddressLabel,
}: CodeEntryFormProps) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const countdown = useCountdown();
  const { start } = countdown;
  // One request at a time (the hook's): typing the last digit and pressing Enter at once must not
  // spend two attempts.
  const form = useContractForm({
    schema: codeForm,
    mode: 'onSubmit',
    defaultValues: { code: '' },
    submit: ({ code }) => submit(code),
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', 3_000);
      onLoggedIn();
    },
    onFailure: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'code_invalid' || error.errors.code)
        return;
      form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      return true;
    },
  });
  const { register, onSubmit, busy, fieldError, setValue, setFocus } = form;

  useEffect(() => {
    start(RESEND_AFTER_SECONDS);
    setFocus('code');
  }, [start, setFocus]);

  const onResend = async () => {
    try {
      const result = await resend();
      start(RESEND_AFTER_SECONDS);
      snackbar.show(result.message ?? t('auth.code.resent'), 'success');
      setValue('code', '');
      setFocus('code');
    } catch (error) {
      snackbar.show(
        error instanceof ApiError && !error.isNetworkError ? error.message : t('error.network'),
        'error',
      );
    }
  };

  // One translated sentence; the address inside it is set apart so it reads and wraps as a unit.
  const sentence = t('auth.code.enterFor', { address: ADDRESS_SLOT }).split(ADDRESS_SLOT);
  const field = register('code');
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    const cleaned = digitsOnly(event.target.value, OTP_LENGTH);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    void field.onChange(event);
    // A complete code (typed, pasted or filled in by the phone) is sent at once.
    if (cleaned.length === OTP_LENGTH) void onSubmit();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.code.submit')}>
      <p className="code-sent" data-testid="code-sent">
        {sentence[0]}
        <bdi dir="ltr" className="address">
          {address}
        </bdi>
        {sentence[1]}
      </p>
      {sentMessage ? <p className="muted small">{sentMessage}</p> : null}
      <TextField
        label={t('auth.code.label', { length: OTP_LENGTH })}
        className="code-input"
        autoComplete="one-time-code"
        latinDigits
        inputMode="numeric"
        dir="ltr"
        spellCheck={false}
        error={fieldError('code')}
        {...field}
        onChange={onCodeChange}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.code.submit')}
      </Button>
      <div className="code-actions">
        <Button
          variant="ghost"
          disabled={countdown.remaining > 0}
          onClick={() => void onResend()}
          data-testid="resend-code"
        >
          {countdown.remaining > 0
            ? t('auth.code.resendIn', { seconds: countdown.remaining })
            : t('auth.code.resend')}
        </Button>
        <button type="button" className="link-button" onClick={onChangeAddress}>
          {changeAddressLabel}
        </button>
      </div>
    </form>
  );
}
