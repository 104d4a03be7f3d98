import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { phoneField, z, type Output } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/phone-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** The `cel` field of POST user/profile, required here. */
const phoneForm = z.object({ cel: phoneField });
type PhoneInput = z.input<typeof phoneForm>;
type PhoneOutput = Output<typeof phoneForm>;

interface PhoneEntryFormProps {
  /** Saves the number on the profile (POST user/profile); answers the server's message. */
  save: (cel: string) => Promise<{ message?: string | undefined }>;
  onSaved: () => void;
}

/** SPEC.md "social login phone entry": an account from Google has no phone number yet. */
export function PhoneEntryForm({ save, onSaved }: PhoneEntryFormProps) {
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<PhoneInput, unknown, PhoneOutput>({
    resolver: zodResolver(phoneForm),
    // Not on blur: the consent dialog may take the focus from this field before anything is typed.
    mode: 'onSubmit',
    defaultValues: { cel: '' },
  });

  const onSubmit = handleSubmit(async ({ cel }) => {
    try {
      const result = await save(cel);
      snackbar.show(result.message ?? '', 'success', 3_000);
      onSaved();
    } catch (error) {
      const message = applyServerErrors(error, setError, ['cel']);
      snackbar.show(message ?? t('error.network'), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.social.phoneTitle')}>
      <Controller
        control={control}
        name="cel"
        render={({ field, fieldState }) => (
          <PhoneField
            label={t('auth.field.phone')}
            countryLabel={t('auth.field.countryCode')}
            hint={t('auth.field.phoneHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            autoFocus
            error={fieldState.error?.message && tMessage(fieldState.error.message)}
          />
        )}
      />
      <Button type="submit" block busy={isSubmitting}>
        {t('auth.social.phoneSubmit')}
      </Button>
    </form>
  );
}
