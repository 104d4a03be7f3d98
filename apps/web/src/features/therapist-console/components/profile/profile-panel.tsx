import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { canonicalTimeZone, therapistProfileBody, type Input, type Output } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { errorText } from '../../../../lib/error-text';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import type { TherapistConsoleProfile } from '../../api/get-therapist-profile';
import { useUpdateTherapistProfile } from '../../api/update-therapist-profile';
import { ZoneField } from './zone-field';

type ProfileInput = Input<typeof therapistProfileBody>;
type ProfileOutput = Output<typeof therapistProfileBody>;
const FIELDS = ['bio_fa', 'bio_en', 'tz', 'meeting_url'] as const;
const linkValue = (value: unknown) =>
  typeof value === 'string' ? value.trim() || null : (value ?? null);

/** The therapist's public bios (fa and en), time zone and own meeting link. */
export function ProfilePanel({ profile }: { profile: TherapistConsoleProfile }) {
  const { t, tMessage, locale } = useI18n();
  const snackbar = useSnackbar();
  const titleId = useId();
  const update = useUpdateTherapistProfile();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(therapistProfileBody),
    defaultValues: {
      bio_fa: profile.bio_fa,
      bio_en: profile.bio_en,
      tz: canonicalTimeZone(profile.tz),
      meeting_url: profile.meeting_url ?? '',
    },
  });
  const errors = form.formState.errors;
  const message = (text: string | undefined) => (text ? tMessage(text) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ ...values, meeting_url: saved.meeting_url ?? '' });
      snackbar.show(t('therapist.profile.saved'), 'success');
    } catch (error) {
      snackbar.show(
        applyServerErrors(error, form.setError, FIELDS) ?? errorText(error, t),
        'error',
      );
    }
  });

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
        error={message(errors.bio_fa?.message)}
        {...form.register('bio_fa')}
      />
      <TextareaField
        label={t('therapist.profile.bioEn')}
        lang="en"
        dir="ltr"
        rows={5}
        maxLength={2000}
        error={message(errors.bio_en?.message)}
        {...form.register('bio_en')}
      />
      <Controller
        control={form.control}
        name="tz"
        render={({ field, fieldState }) => (
          <ZoneField
            value={field.value}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            error={message(fieldState.error?.message)}
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
        error={message(errors.meeting_url?.message)}
        {...form.register('meeting_url', { setValueAs: linkValue })}
      />
      <div className="form-actions">
        <Button type="submit" busy={update.isPending}>
          {t('therapist.profile.save')}
        </Button>
      </div>
    </form>
  );
}
