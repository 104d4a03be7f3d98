import { Controller } from 'react-hook-form';
import { phoneField, z } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/phone-field';
import { useSnackbar } from '../../../components/ui/snackbar';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';

/** The `cel` field of POST user/profile, required here. */
const phoneForm = z.object({ cel: phoneField });

interface PhoneEntryFormProps {
  /** Saves the number on the profile (POST user/profile); answers the server's message. */
  save: (cel: string) => Promise<{ message?: string | undefined }>;
  onSaved: () => void;
}

/** SPEC.md "social login phone entry": an account from Google has no phone number yet. */
export function PhoneEntryForm({ save, onSaved }: PhoneEntryFormProps) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const { control, onSubmit, busy, fieldError } = useContractForm({
    schema: phoneForm,
    // Not on blur: the consent dialog may take the focus from this field before anything is typed.
    mode: 'onSubmit',
    defaultValues: { cel: '' },
    submit: ({ cel }) => save(cel),
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', 3_000);
      onSaved();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('auth.social.phoneTitle')}>
      <Controller
        control={control}
        name="cel"
        render={({ field }) => (
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
            error={fieldError('cel')}
          />
        )}
      />
      <Button type="submit" block busy={busy}>
        {t('auth.social.phoneSubmit')}
      </Button>
    </form>
  );
}
