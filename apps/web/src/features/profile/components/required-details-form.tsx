import { SNACKBAR_MS, profileUpdateBody, type Profile } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { NameFields } from '../../../components/ui/name-fields';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';
import { deviceTimeZone } from '../lib/time-zones';
import { PhoneAndZoneFields } from './profile-fields';

const FIELDS = ['firstname', 'lastname', 'cel', 'tz'] as const;

/**
 * SPEC.md §2 required fields — first name, last name, phone with country code, time zone (this
 * device's by default) — asked before a flagged panel screen opens.
 */
export function RequiredDetailsForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const update = useUpdateProfile();
  const { control, register, onSubmit, busy, fieldError } = useContractForm({
    schema: profileUpdateBody,
    defaultValues: {
      firstname: profile.firstname ?? '',
      lastname: profile.lastname ?? '',
      cel: profile.cel ?? '',
      tz: profile.tz ?? deviceTimeZone() ?? '',
    },
    submit: (values) =>
      update.mutateAsync({
        firstname: values.firstname,
        lastname: values.lastname,
        cel: values.cel,
        tz: values.tz,
      }),
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.short);
      onSaved(result.data.profile);
    },
    serverFields: FIELDS,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('onboarding.title')}>
      <div className="row-2">
        <NameFields
          form={{ register, fieldError }}
          firstLabel={t('profile.field.firstname')}
          lastLabel={t('profile.field.lastname')}
        />
      </div>
      <PhoneAndZoneFields
        control={control}
        defaultCountry={profile.country}
        phoneError={fieldError('cel')}
      />
      <Button type="submit" block busy={busy} data-testid="onboarding-save">
        {t('onboarding.submit')}
      </Button>
    </form>
  );
}
