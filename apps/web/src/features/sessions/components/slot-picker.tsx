import { useState } from 'react';
import { type Slot, addDays, daysFrom } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorCode, errorText } from '../../../lib/error-text';
import { groupSlotsByDay } from '../../../lib/group-slots';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useDoctorTimes } from '../api/doctor-times';
import { firstBookableWeek } from '../lib/first-bookable-week';
import { useViewer } from '../../auth';
import { NoSlots } from './no-slots';
import { SlotDay } from './slot-day';
import { WeekNav } from './week-nav';

const WEEK = 7;

/**
 * A therapist's free slots a week at a time, in the viewer's zone and calendar, grouped by local
 * day. With `onSelect` each slot is a button; without it the week is only shown.
 */
export function SlotPicker({
  therapistId,
  selected,
  onSelect,
}: {
  therapistId: number;
  selected?: string | null;
  onSelect?: (slot: Slot) => void;
}) {
  const { t } = useI18n();
  const viewer = useViewer();
  const firstWeek = firstBookableWeek(viewer.tz, viewer.locale);
  const [from, setFrom] = useState(firstWeek);
  const times = useDoctorTimes({ doctorId: therapistId, from, days: WEEK, tz: viewer.tz });
  const noneFound = errorCode(times.error) === 'no_slots';
  const days = groupSlotsByDay(times.data?.slots ?? [], daysFrom(from, WEEK), viewer.tz);
  const empty = noneFound || (times.data && days.every((day) => day.slots.length === 0));

  return (
    <div className="stack slot-picker" aria-busy={times.isFetching || undefined}>
      <WeekNav
        from={from}
        days={WEEK}
        canGoBack={from > firstWeek}
        onMove={(weeks) => setFrom(addDays(from, weeks * WEEK))}
        busy={times.isFetching}
      />
      {times.isError && !noneFound ? (
        <div className="notice notice-error" role="alert">
          <p>{errorText(times.error, t)}</p>
          <Button variant="secondary" onClick={() => void times.refetch()}>
            {t('sessions.retry')}
          </Button>
        </div>
      ) : empty ? (
        <NoSlots />
      ) : !times.data ? (
        <LoadingBlock label={t('app.loading')} />
      ) : (
        <div className="slot-week">
          {days.map((day) => (
            <SlotDay key={day.date} day={day} selected={selected} onSelect={onSelect} />
          ))}
        </div>
      )}
    </div>
  );
}
