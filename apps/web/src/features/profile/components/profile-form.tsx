import { Controller, useWatch } from 'react-hook-form';
import {
  CALENDARS,
  EDUCATIONS,
  GENDERS,
  HOW_KNOWN,
  JOBS,
  LOCALES,
  RELATIONSHIPS,
  SNACKBAR_MS,
  profileUpdateBody,
  type Profile,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';
import { BirthDateField } from './birth-date-field';
import { CountryField } from './country-field';
import { EmailVerification } from './email-verification';
import { EnumSelect } from './enum-select';
import { CountField, EnumField, PhoneAndZoneFields } from './profile-fields';
import { PROFILE_FORM_FIELDS, emptyToNull, profileFormDefaults } from './profile-form-values';

/** SPEC.md §3 Profile: every field a client edits, saved together with POST user/profile. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const update = useUpdateProfile();
  const { control, register, onSubmit, busy, fieldError } = useContractForm({
    schema: profileUpdateBody,
    defaultValues: profileFormDefaults(profile, locale),
    submit: (values) => update.mutateAsync(values),
    onSuccess: (result) => {
      snackbar.show(result.message ?? '', 'success', SNACKBAR_MS.short);
      onSaved(result.data.profile);
    },
    serverFields: PROFILE_FORM_FIELDS,
  });
  const calendar = useWatch({ control, name: 'calendar' }) ?? 'gregorian';

  return (
    <form onSubmit={onSubmit} noValidate className="stack" aria-label={t('screen.setting')}>
      <section className="card stack" aria-labelledby="profile-personal">
        <h2 id="profile-personal">{t('profile.section.personal')}</h2>
        <div className="form-grid">
          <TextField
            label={t('profile.field.firstname')}
            autoComplete="given-name"
            error={fieldError('firstname')}
            {...register('firstname')}
          />
          <TextField
            label={t('profile.field.lastname')}
            autoComplete="family-name"
            error={fieldError('lastname')}
            {...register('lastname')}
          />
          <EnumField
            control={control}
            name="gender"
            label={t('profile.field.gender')}
            values={GENDERS}
            labelOf={(value) => `enum.gender.${value}`}
          />
          <Controller
            control={control}
            name="birth_date"
            render={({ field, fieldState }) => (
              <BirthDateField
                key={calendar}
                value={field.value}
                onChange={field.onChange}
                calendar={calendar}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </section>

      <section className="card stack" aria-labelledby="profile-contact">
        <h2 id="profile-contact">{t('profile.section.contact')}</h2>
        <div className="form-grid">
          {profile.email ? (
            <div className="stack-tight">
              <TextField
                label={t('profile.field.email')}
                type="email"
                dir="ltr"
                readOnly
                value={profile.email}
              />
              <EmailVerification verified={profile.email_verified} />
            </div>
          ) : null}
          <PhoneAndZoneFields
            control={control}
            defaultCountry={profile.country}
            phoneError={fieldError('cel')}
          />
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <CountryField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label={t('profile.field.city')}
            autoComplete="address-level2"
            error={fieldError('city')}
            {...register('city', { setValueAs: emptyToNull })}
          />
        </div>
      </section>

      <section className="card stack" aria-labelledby="profile-about">
        <h2 id="profile-about">{t('profile.section.about')}</h2>
        <div className="form-grid">
          <EnumField
            control={control}
            name="marital_status"
            label={t('profile.field.maritalStatus')}
            values={RELATIONSHIPS}
            labelOf={(value) => `enum.relationship.${value}`}
          />
          <CountField
            control={control}
            name="child_count"
            label={t('profile.field.childCount')}
            min={0}
          />
          <CountField
            control={control}
            name="child_order"
            label={t('profile.field.childOrder')}
            min={1}
          />
          <EnumField
            control={control}
            name="job_status"
            label={t('profile.field.jobStatus')}
            values={JOBS}
            labelOf={(value) => `enum.job.${value}`}
          />
          <EnumField
            control={control}
            name="degree"
            label={t('profile.field.degree')}
            values={EDUCATIONS}
            labelOf={(value) => `enum.education.${value}`}
          />
          <EnumField
            control={control}
            name="how_known"
            label={t('profile.field.howKnown')}
            values={HOW_KNOWN}
            labelOf={(value) => `enum.howKnown.${value}`}
          />
        </div>
      </section>

      <section className="card stack" aria-labelledby="profile-preferences">
        <h2 id="profile-preferences">{t('profile.section.preferences')}</h2>
        <div className="form-grid">
          <EnumField
            control={control}
            name="calendar"
            label={t('profile.field.calendar')}
            values={CALENDARS}
            labelOf={(value) => `enum.calendar.${value}`}
            required
          />
          <Controller
            control={control}
            name="locale"
            render={({ field, fieldState }) => (
              <EnumSelect
                label={t('profile.field.locale')}
                values={LOCALES}
                labelOf={(value) => `enum.locale.${value}`}
                value={field.value}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                required
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <p className="field-hint">{t('profile.calendar.hint')}</p>
      </section>

      <div className="form-actions">
        <Button type="submit" busy={busy} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
