import { formatZoned, addDays, daysFrom, formatLocalDate, localDateOf } from '@ravan/contract';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { LoadingBlock } from '../../../../components/ui/loading-block';
import { Notice } from '../../../../components/ui/notice';
import { errorText } from '../../../../lib/error-text';
import { groupSlotsByDay } from '../../../../lib/group-slots';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useDoctorTimes } from '../../api/doctor-times';
import { useConsoleZone } from '../../lib/console-zone';
import { useNow } from '../../lib/use-now';
import { SlotDayGroup } from './slot-day-group';

const WEEK = 7;

/**
 * The therapist's own free 45-minute slots, a week at a time from today (their zone), grouped
 * by local day. One radio group: arrow keys move between slots, Tab leaves the group.
 */
export function SlotPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (start: string) => void;
  error?: string | undefined;
}) {
  const { t, tMessage } = useI18n();
  const { therapistId, tz, zoned } = useConsoleZone();
  const legendId = useId();
  const [week, setWeek] = useState(0);
  const today = localDateOf(new Date(useNow()), tz);
  const from = addDays(today, week * WEEK);
  const times = useDoctorTimes({ therapistId, from, days: WEEK, tz });
  const days = times.data ? groupSlotsByDay(times.data.slots, daysFrom(from, WEEK), tz) : [];
  const empty = times.data?.slots.length === 0;
  const dayLabel = (date: string) => formatLocalDate(date, zoned, 'dayHeading');

  return (
    <fieldset
      className={`field console-slots${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? `${legendId}-error` : undefined}
    >
      <legend id={legendId}>{t('therapist.slots.legend')}</legend>
      <div className="console-week">
        <Button variant="ghost" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          {t('therapist.slots.previousWeek')}
        </Button>
        <span className="console-week-range" aria-live="polite">
          {t('therapist.slots.range', {
            from: dayLabel(from),
            to: dayLabel(addDays(from, WEEK - 1)),
          })}
        </span>
        <Button variant="ghost" onClick={() => setWeek(week + 1)}>
          {t('therapist.slots.nextWeek')}
        </Button>
      </div>
      {times.isError ? (
        <Notice tone="error">
          <p>{errorText(times.error, t)}</p>
        </Notice>
      ) : !times.data ? (
        <LoadingBlock label={t('therapist.slots.loading')} />
      ) : empty ? (
        <p className="muted" data-testid="slots-empty">
          {tMessage('no_slots')}
        </p>
      ) : (
        <div className="console-slot-days">
          {days.map((day) => (
            <SlotDayGroup
              key={day.date}
              heading={dayLabel(day.date)}
              slots={day.slots}
              name={legendId}
              value={value}
              onChange={onChange}
            />
          ))}
        </div>
      )}
      <p className="console-slot-chosen" aria-live="polite">
        {value
          ? t('therapist.slots.chosen', { when: formatZoned(value, zoned, 'datetime') })
          : t('therapist.slots.noneChosen')}
      </p>
      {error ? (
        <p id={`${legendId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
