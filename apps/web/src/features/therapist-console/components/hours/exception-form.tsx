import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { addDays, addExceptionBody, calendarOf, localDateOf } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { DateField } from '../../../../components/ui/date-field';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useAddException } from '../../api/add-exception';
import { useConsoleZone } from '../../lib/console-zone';
import { normalizeWallTime, validateWeekly } from '../../lib/weekly-ranges';
import { useLocalDateLabel } from './local-date-label';

const timeValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? normalizeWallTime(value) : null;

// Days off and extra hours are planned at most this far ahead (the year picker's last year).
const EXCEPTION_DAYS_AHEAD = 2 * 366;

/** A new exception: a date, off or extra, and optional times (required for extra hours). */
export function ExceptionForm() {
  const { t, locale, digits } = useI18n();
  const snackbar = useSnackbar();
  const dateLabel = useLocalDateLabel();
  const { tz, zoned } = useConsoleZone();
  const today = localDateOf(new Date(), tz);
  const titleId = useId();
  const add = useAddException();
  const form = useContractForm({
    schema: addExceptionBody,
    mode: 'onSubmit',
    defaultValues: { date: '', kind: 'off', start: null, end: null },
    submit: async (values) => {
      // Times: none (a whole day off) or both, end after start; extra hours always need them.
      if (values.kind === 'extra' || values.start || values.end) {
        const issues = validateWeekly([
          { weekday: 0, start: values.start ?? '', end: values.end ?? '' },
        ]);
        for (const issue of issues) form.setError(issue.field, { message: issue.key });
        if (issues.length > 0) return false;
      }
      await add.mutateAsync(values);
      return true;
    },
    onSuccess: (sent) => {
      if (!sent) return;
      form.reset();
      snackbar.show(t('therapist.exceptions.added'), 'success');
    },
  });
  const { register, onSubmit, busy, fieldError } = form;
  const [date, kind] = useWatch({ control: form.control, name: ['date', 'kind'] });

  return (
    <form className="stack exception-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="section-label">
        {t('therapist.exceptions.addTitle')}
      </h3>
      <div className="form-grid">
        <Controller
          control={form.control}
          name="date"
          render={({ field }) => (
            <DateField
              legend={t('therapist.exceptions.date')}
              value={field.value}
              onChange={(next) => field.onChange(next ?? '')}
              onBlur={field.onBlur}
              calendar={calendarOf(locale, zoned.calendar)}
              min={today}
              max={addDays(today, EXCEPTION_DAYS_AHEAD)}
              hint={date ? dateLabel(date) : undefined}
              error={fieldError('date')}
            />
          )}
        />
        <ChoiceGroup
          legend={t('therapist.exceptions.kindLabel')}
          choices={(['off', 'extra'] as const).map((value) => ({
            value,
            label: t(`therapist.exceptions.kind.${value}`),
          }))}
          inputProps={register('kind')}
          error={fieldError('kind')}
        />
      </div>
      <div className="row-2">
        <TextField
          label={t('therapist.hours.from')}
          hint={kind === 'off' ? t('therapist.exceptions.timesHint') : undefined}
          placeholder={digits('09:00')}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          error={fieldError('start')}
          {...register('start', { setValueAs: timeValue })}
        />
        <TextField
          label={t('therapist.hours.to')}
          placeholder={digits('17:00')}
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          error={fieldError('end')}
          {...register('end', { setValueAs: timeValue })}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={busy}>
          {t('therapist.exceptions.add')}
        </Button>
      </div>
    </form>
  );
}
