import { type Slot, formatZoned, formatLocalDate } from '@ravan/contract';
import type { SlotDay as Day } from '../../../lib/group-slots';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';

/** One local day of free slots: buttons to choose from, or a plain list to look at. */
export function SlotDay({
  day,
  selected,
  onSelect,
}: {
  day: Day;
  selected?: string | null;
  onSelect?: (slot: Slot) => void;
}) {
  const { t } = useI18n();
  const viewer = useViewer();
  const heading = formatLocalDate(day.date, viewer, 'dayHeading');
  const headingId = `slot-day-${day.date}`;
  return (
    <section className="slot-day" aria-labelledby={headingId} data-testid="slot-day">
      <h3 id={headingId} className="slot-day-title">
        {heading}
      </h3>
      {day.slots.length === 0 ? (
        <p className="muted small">{t('sessions.slots.dayEmpty')}</p>
      ) : (
        <ul className="slot-list" aria-labelledby={headingId}>
          {day.slots.map((slot) => {
            const time = formatZoned(slot.start, viewer, 'time');
            return (
              <li key={slot.start}>
                {onSelect ? (
                  <button
                    type="button"
                    className="slot"
                    aria-pressed={selected === slot.start}
                    aria-label={t('sessions.slots.choose', { day: heading, time })}
                    onClick={() => onSelect(slot)}
                  >
                    {time}
                  </button>
                ) : (
                  <time className="slot slot-static" dateTime={slot.start}>
                    {time}
                  </time>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
