import { useId } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import { type WeeklyRangeView, weekdayOrder } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useResolvedForm } from '../../../../lib/use-contract-form';
import { useSetWeeklyHours } from '../../api/set-weekly-hours';
import { sortWeekly } from '../../lib/weekly-ranges';
import { WeekdayRanges } from './weekday-ranges';
import { weeklyResolver, type WeeklyForm } from './weekly-resolver';

/** Weekly ranges per weekday, in the therapist's zone; saving replaces them all (PUT). */
export function WeeklyHoursForm({ weekly, tz }: { weekly: WeeklyRangeView[]; tz: string }) {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const titleId = useId();
  const save = useSetWeeklyHours();
  const form = useResolvedForm({
    resolver: weeklyResolver,
    mode: 'onSubmit',
    defaultValues: { weekly },
    submit: (values: WeeklyForm) => save.mutateAsync(values.weekly),
    onSuccess: (saved) => {
      form.reset({ weekly: sortWeekly(saved.weekly) });
      snackbar.show(t('therapist.hours.saved'), 'success');
    },
    serverFields: (values) =>
      values.weekly.flatMap((_, index) =>
        (['start', 'end', 'weekday'] as const).map(
          (field) => `weekly.${index}.${field}` as Path<WeeklyForm>,
        ),
      ),
  });
  const { onSubmit, busy } = form;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'weekly' });

  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <header>
        <h2 id={titleId} className="console-section-title">
          {t('therapist.hours.weeklyTitle')}
        </h2>
        <p className="muted form-intro">
          {t('therapist.hours.weeklyIntro', { zone: `\u2066${tz}\u2069` })}
        </p>
      </header>
      <div className="hours-days">
        {weekdayOrder(locale).map((weekday) => (
          <WeekdayRanges
            key={weekday}
            weekday={weekday}
            form={form}
            rows={fields.flatMap((field, index) =>
              field.weekday === weekday ? [{ key: field.id, index }] : [],
            )}
            onAdd={() => append({ weekday, start: '', end: '' })}
            onRemove={remove}
          />
        ))}
      </div>
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('therapist.hours.save')}
        </Button>
        {form.formState.isDirty ? (
          <Button variant="ghost" onClick={() => form.reset()} disabled={busy}>
            {t('therapist.hours.undo')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
