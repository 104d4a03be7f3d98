import { weekdayName } from '@ravan/contract';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { normalizeWallTime } from '../../lib/weekly-ranges';
import { useFieldMessage } from './field-message';
import type { WeeklyForm } from './weekly-resolver';

/** One weekday's ranges ("09:00"–"12:00"), each removable, and a button to add one. */
export function WeekdayRanges({
  weekday,
  form,
  rows,
  onAdd,
  onRemove,
}: {
  weekday: number;
  form: UseFormReturn<WeeklyForm>;
  rows: { key: string; index: number }[];
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const { t, locale, digits } = useI18n();
  const message = useFieldMessage();
  const legendId = useId();
  const day = weekdayName(weekday, locale);
  const errors = form.formState.errors.weekly;

  const timeField = (index: number, field: 'start' | 'end', number: number) => {
    const name = `weekly.${index}.${field}` as const;
    return (
      <TextField
        label={t(field === 'start' ? 'therapist.hours.from' : 'therapist.hours.to')}
        aria-label={t(field === 'start' ? 'therapist.hours.fromNamed' : 'therapist.hours.toNamed', {
          day,
          number,
        })}
        placeholder={digits(field === 'start' ? '09:00' : '17:00')}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={5}
        error={message(errors?.[index]?.[field]?.message)}
        {...form.register(name, {
          onBlur: (event: { target: { value: string } }) =>
            form.setValue(name, normalizeWallTime(event.target.value)),
        })}
      />
    );
  };

  return (
    <div className="hours-day" role="group" aria-labelledby={legendId} data-weekday={weekday}>
      <h3 id={legendId} className="hours-day-name">
        {day}
      </h3>
      <div className="hours-ranges">
        {rows.length === 0 ? <p className="muted small">{t('therapist.hours.dayOff')}</p> : null}
        {rows.map(({ key, index }, position) => (
          <div key={key} className="hours-range">
            {timeField(index, 'start', position + 1)}
            {timeField(index, 'end', position + 1)}
            <Button
              variant="ghost"
              className="hours-remove"
              aria-label={t('therapist.hours.removeNamed', { day, number: position + 1 })}
              onClick={() => onRemove(index)}
            >
              {t('therapist.hours.remove')}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className="hours-add"
          aria-label={t('therapist.hours.addNamed', { day })}
          onClick={onAdd}
        >
          {t('therapist.hours.add')}
        </Button>
      </div>
    </div>
  );
}
