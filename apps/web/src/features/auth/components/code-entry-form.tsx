import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { OTP_LENGTH, otpCodeField, z, type Output } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { RESEND_AFTER_SECONDS, digitsOnly } from '../code-delivery';
import { useCountdown } from '../hooks/use-countdown';

/** The `code` field of submit-email-otp and submit-whatsapp-otp: six digits, Persian accepted. */
const codeForm = z.object({ code: otpCodeField });
type CodeInput = z.input<typeof codeForm>;
type CodeOutput = Output<typeof codeForm>;
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
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const countdown = useCountdown();
  const { start } = countdown;
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput, unknown, CodeOutput>({
    resolver: zodResolver(codeForm),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  useEffect(() => {
    start(RESEND_AFTER_SECONDS);
    setFocus('code');
  }, [start, setFocus]);

  const sendCode = handleSubmit(async ({ code }) => {
    try {
      const result = await submit(code);
      snackbar.show(result.message ?? '', 'success', 3_000);
      onLoggedIn();
    } catch (error) {
      const message = applyServerErrors(error, setError, ['code']);
      if (error instanceof ApiError && error.code === 'code_invalid' && !error.errors.code) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      } else {
        snackbar.show(message ?? t('error.network'), 'error');
      }
    }
  });

  /** Typing the last digit and pressing Enter at once must not spend two attempts. */
  const submitOnce = (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    void sendCode().finally(() => {
      inFlight.current = false;
    });
  };

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
    if (cleaned.length === OTP_LENGTH) submitOnce();
  };

  return (
    <form onSubmit={submitOnce} noValidate className="stack" aria-label={t('auth.code.submit')}>
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
        inputMode="numeric"
        dir="ltr"
        spellCheck={false}
        error={errors.code?.message && tMessage(errors.code.message)}
        {...field}
        onChange={onCodeChange}
      />
      <Button type="submit" block busy={isSubmitting}>
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
