import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { addExceptionBody, type Input, type Output } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { errorText } from '../../../../lib/error-text';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { localDateOf } from '../../../../lib/local-days';
import { useAddException } from '../../api/add-exception';
import { useConsoleZone } from '../../lib/console-zone';
import { normalizeWallTime, validateWeekly } from '../../lib/weekly-ranges';
import { useFieldMessage } from './field-message';
import { useLocalDateLabel } from './local-date-label';

type ExceptionInput = Input<typeof addExceptionBody>;
type ExceptionOutput = Output<typeof addExceptionBody>;
const FIELDS = ['date', 'kind', 'start', 'end'] as const;
const timeValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? normalizeWallTime(value) : null;

/** A new exception: a date, off or extra, and optional times (required for extra hours). */
export function ExceptionForm() {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const message = useFieldMessage();
  const dateLabel = useLocalDateLabel();
  const { tz } = useConsoleZone();
  const titleId = useId();
  const add = useAddException();
  const form = useForm<ExceptionInput, unknown, ExceptionOutput>({
    resolver: zodResolver(addExceptionBody),
    defaultValues: { date: '', kind: 'off', start: null, end: null },
  });
  const errors = form.formState.errors;
  const [date, kind] = useWatch({ control: form.control, name: ['date', 'kind'] });

  const onSubmit = form.handleSubmit(async (values) => {
    // Times: none (a whole day off) or both, end after start; extra hours always need them.
    if (values.kind === 'extra' || values.start || values.end) {
      const issues = validateWeekly([
        { weekday: 0, start: values.start ?? '', end: values.end ?? '' },
      ]);
      for (const issue of issues) form.setError(issue.field, { message: issue.key });
      if (issues.length > 0) return;
    }
    try {
      await add.mutateAsync(values);
      form.reset();
      snackbar.show(t('therapist.exceptions.added'), 'success');
    } catch (error) {
      snackbar.show(
        applyServerErrors(error, form.setError, FIELDS) ?? errorText(error, t),
        'error',
      );
    }
  });

  return (
    <form className="stack exception-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className="section-label">
        {t('therapist.exceptions.addTitle')}
      </h3>
      <div className="form-grid">
        <TextField
          label={t('therapist.exceptions.date')}
          type="date"
          min={localDateOf(new Date(), tz)}
          hint={date ? dateLabel(date) : undefined}
          error={message(errors.date?.message)}
          {...form.register('date')}
        />
        <ChoiceGroup
          legend={t('therapist.exceptions.kindLabel')}
          choices={(['off', 'extra'] as const).map((value) => ({
            value,
            label: t(`therapist.exceptions.kind.${value}`),
          }))}
          inputProps={form.register('kind')}
          error={message(errors.kind?.message)}
        />
      </div>
      <div className="row-2">
        <TextField
          label={t('therapist.hours.from')}
          hint={kind === 'off' ? t('therapist.exceptions.timesHint') : undefined}
          placeholder="09:00"
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          error={message(errors.start?.message)}
          {...form.register('start', { setValueAs: timeValue })}
        />
        <TextField
          label={t('therapist.hours.to')}
          placeholder="17:00"
          inputMode="numeric"
          dir="ltr"
          maxLength={5}
          error={message(errors.end?.message)}
          {...form.register('end', { setValueAs: timeValue })}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="secondary" busy={add.isPending}>
          {t('therapist.exceptions.add')}
        </Button>
      </div>
    </form>
  );
}
