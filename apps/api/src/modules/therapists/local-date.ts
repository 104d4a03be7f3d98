import { runtimeTimeZone } from '@ravan/contract';

/** The date ('YYYY-MM-DD') the clock in `tz` shows at `instant`. */
export function localDateIn(instant: Date, tz: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: runtimeTimeZone(tz),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
