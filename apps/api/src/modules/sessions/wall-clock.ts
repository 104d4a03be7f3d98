import { runtimeTimeZone } from '@ravan/contract';

/**
 * The little zone arithmetic bookings need: what a clock in a zone shows, and "the same wall
 * time N weeks later" across daylight-saving changes (Intl only, the runtime's tz data).
 */
export interface WallParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: runtimeTimeZone(tz),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function wallParts(instant: Date, tz: string): WallParts {
  const parts = Object.fromEntries(
    formatterFor(tz)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Wall date and time as minutes since the epoch, as if the zone were UTC. */
function wallMinutes(instant: Date, tz: string): number {
  const { date, hour, minute } = wallParts(instant, tz);
  return Date.parse(`${date}T00:00:00Z`) / MINUTE_MS + hour * 60 + minute;
}

/**
 * The instant, `weeks` weeks after `start`, at which the clock in `tz` shows the same weekday and
 * time as at `start`. Null when that wall time does not exist that week (a spring-forward gap);
 * in a fall-back overlap the earlier instant.
 */
export function sameWallTimeLater(start: Date, weeks: number, tz: string): Date | null {
  const target = wallMinutes(start, tz) + weeks * 7 * 24 * 60;
  const naive = start.getTime() + weeks * WEEK_MS;
  // At most one offset change separates `start` from the target: correct by it, then check.
  const drift = wallMinutes(new Date(naive), tz) - target;
  const candidates = [naive - drift * MINUTE_MS, naive, naive - 2 * drift * MINUTE_MS]
    .filter((ms) => wallMinutes(new Date(ms), tz) === target)
    .sort((a, b) => a - b);
  const [first] = candidates;
  if (first === undefined) return null;
  const earlier = first - 60 * MINUTE_MS;
  return new Date(wallMinutes(new Date(earlier), tz) === target ? earlier : first);
}
