import { runtimeTimeZone, type Slot } from '@ravan/contract';
import { AppError } from '../../../lib/app-error';
import { addDays, instantAtOrAfter, localDateOf } from '@ravan/contract';

/** How far from today a window may start: a year either way (and far from year 0 or 10000). */
export const WINDOW_HORIZON_DAYS = 366;
const DAY_MS = 86_400_000;

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/**
 * `days` local days in the viewer's zone, starting at `from` (default: today there), as the
 * instants [first midnight, midnight after the last day). A midnight skipped by a clock change
 * starts the day when the clock jumps. A `from` more than a year away is a 422 on `from`.
 */
export function slotWindow(input: { from?: string; days: number; tz: string; now: Date }): {
  from: Date;
  to: Date;
} {
  const tz = runtimeTimeZone(input.tz);
  const today = localDateOf(input.now, tz);
  const first = input.from ?? today;
  if (!(Math.abs(daysBetween(today, first)) <= WINDOW_HORIZON_DAYS)) {
    throw new AppError('validation_failed', { errors: { from: ['v.invalid'] } });
  }
  return {
    from: instantAtOrAfter(first, '00:00', tz),
    to: instantAtOrAfter(addDays(first, input.days), '00:00', tz),
  };
}

/** A slot as the viewer sees it: instants in UTC, and the date it falls on in their zone. */
export function toSlotView(slot: { start: Date; end: Date }, viewerTz: string): Slot {
  return {
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    local_date: localDateOf(slot.start, runtimeTimeZone(viewerTz)),
  };
}
