import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { canonicalTimeZone, therapistProfileBody } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../../lib/use-contract-form';
import type { TherapistConsoleProfile } from '../../api/get-therapist-profile';
import { useUpdateTherapistProfile } from '../../api/update-therapist-profile';
import { ZoneField } from './zone-field';

const linkValue = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);

/** The therapist's public bios (fa and en), time zone and own meeting link. */
export function ProfilePanel({ profile }: { profile: TherapistConsoleProfile }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const titleId = useId();
  const update = useUpdateTherapistProfile();
  const form = useContractForm({
    schema: therapistProfileBody,
    mode: 'onSubmit',
    defaultValues: {
      bio_fa: profile.bio_fa,
      bio_en: profile.bio_en,
      tz: canonicalTimeZone(profile.tz),
      meeting_url: profile.meeting_url ?? '',
    },
    submit: (values) => update.mutateAsync(values),
    onSuccess: (saved, values) => {
      form.reset({ ...values, meeting_url: saved.meeting_url ?? '' });
      snackbar.show(t('therapist.profile.saved'), 'success');
    },
  });
  const { register, onSubmit, busy, fieldError } = form;

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className="console-section-title">
          {t('therapist.profile.title')}
        </h2>
        <p className="muted form-intro">
          {t('therapist.profile.intro', {
            name: locale === 'fa' ? profile.name_fa : profile.name_en,
          })}
        </p>
      </header>
      <TextareaField
        label={t('therapist.profile.bioFa')}
        lang="fa"
        dir="rtl"
        rows={5}
        maxLength={2000}
        error={fieldError('bio_fa')}
        {...register('bio_fa')}
      />
      <TextareaField
        label={t('therapist.profile.bioEn')}
        lang="en"
        dir="ltr"
        rows={5}
        maxLength={2000}
        error={fieldError('bio_en')}
        {...register('bio_en')}
      />
      <Controller
        control={form.control}
        name="tz"
        render={({ field }) => (
          <ZoneField
            value={field.value}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            error={fieldError('tz')}
          />
        )}
      />
      <TextField
        label={t('therapist.profile.meetingUrl')}
        hint={t('therapist.profile.meetingHint')}
        type="url"
        inputMode="url"
        dir="ltr"
        autoComplete="url"
        placeholder="https://"
        maxLength={500}
        error={fieldError('meeting_url')}
        {...register('meeting_url', { setValueAs: linkValue })}
      />
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('therapist.profile.save')}
        </Button>
      </div>
    </form>
  );
}
