import { useId } from 'react';
import { type Slot, formatZoned } from '@ravan/contract';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useConsoleZone } from '../../lib/console-zone';

/** One local day of the picker: its heading and its free slots as radio buttons. */
export function SlotDayGroup({
  heading,
  slots,
  name,
  value,
  onChange,
}: {
  heading: string;
  slots: readonly Slot[];
  name: string;
  value: string | null;
  onChange: (start: string) => void;
}) {
  const { t } = useI18n();
  const { zoned } = useConsoleZone();
  const headingId = useId();
  return (
    <div className="console-slot-day" role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="console-slot-day-heading">
        {heading}
      </h4>
      {slots.length === 0 ? (
        <p className="muted small">{t('therapist.slots.dayEmpty')}</p>
      ) : (
        <div className="console-slot-options">
          {slots.map((slot) => (
            <label key={slot.start} className="console-slot">
              <input
                type="radio"
                name={name}
                value={slot.start}
                checked={value === slot.start}
                onChange={() => onChange(slot.start)}
                aria-label={formatZoned(slot.start, zoned, 'datetime')}
              />
              <span>{formatZoned(slot.start, zoned, 'time')}</span>
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
