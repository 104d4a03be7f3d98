/**
 * Wall-clock ↔ instant conversion for IANA time zones, on top of Intl.DateTimeFormat (no tz
 * library: the runtime's ICU already carries the tz database).
 *
 * Dates are 'YYYY-MM-DD' and times 'HH:MM' strings because that is how therapists' hours are
 * stored and entered; instants are Dates. "Wall ms" below means a wall date and time encoded as if
 * it were UTC (Date.UTC of its fields), which makes wall-clock arithmetic plain integer arithmetic.
 */
import { runtimeTimeZone } from '../lists/time-zones';
import { dateTimeFormat } from './intl-cache';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// A machine-read shape, not a display: en-US digits and order, parsed by the pattern below. The
// hot path (slot lists ask thousands of times) looks the formatter up by zone alone; building one
// per call made each call ~18× slower on Node 20.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tz);
  if (!formatter) {
    // Throws RangeError for an unknown zone, before anything is cached. runtimeTimeZone maps a
    // renamed zone (Kyiv/Kiev…) to the spelling this runtime's ICU knows.
    formatter = dateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: runtimeTimeZone(tz),
      hourCycle: 'h23', // never '24' for midnight
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, formatter);
  }
  return formatter;
}

// format() + this pattern is ~2.5× faster than formatToParts() and the en-US shape
// ("MM/DD/YYYY, HH:MM:SS") is fixed; anything else (an ICU change, BCE years) fails loudly.
const EN_US = /^(\d{2})\/(\d{2})\/(\d{4,}), (\d{2}):(\d{2}):(\d{2})$/;

/** The wall ms that the clock in `tz` shows at instant `ms` (whole seconds). */
function wallMsAt(ms: number, tz: string): number {
  const text = formatterFor(tz).format(ms);
  const match = EN_US.exec(text);
  if (!match) throw new Error(`Unexpected Intl output for ${tz}: ${text}`);
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** UTC offset in ms at instant `ms`; sub-second parts of `ms` are not part of the offset. */
function offsetAt(ms: number, tz: string): number {
  return wallMsAt(ms, tz) - Math.floor(ms / 1000) * 1000;
}

// ── Calendar math (proleptic Gregorian, no zones): days since 1970-01-01 ↔ y/m/d ──────────────

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

function daysFromCivil(y: number, m: number, d: number): number {
  // Howard Hinnant's algorithm: eras of 400 years starting in March, so Feb 29 is last.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function civilFromDays(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on anything that is not a real date. */
function dayNumber(date: string): number {
  const match = DATE.exec(date);
  const [y, m, d] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const days = daysFromCivil(y, m, d);
  // Round-tripping rejects month 13, Feb 30 and friends without a month-length table.
  if (!match || civilFromDays(days) !== date) throw new RangeError(`Invalid date: ${date}`);
  return days;
}

/** Minutes since midnight of 'HH:MM' (00:00–23:59, plus '24:00' = the midnight ending the day). */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : -1;
  if (!match || Number(match[2]) > 59 || minutes < 0 || minutes > 1440) {
    throw new RangeError(`Invalid time: ${time}`);
  }
  return minutes;
}

/** 'HH:MM' of minutes since midnight (0–1440). */
export function timeOfMinutes(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** 0 = Sunday … 6 = Saturday, as the contract counts weekdays. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4); the double modulo keeps dates before 1970 positive.
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function addDays(date: string, n: number): string {
  return civilFromDays(dayNumber(date) + n);
}

// ── Zoned conversions ─────────────────────────────────────────────────────────────────────────

// UTC offset at 00:00 UTC of each day number, per zone. Offsets are fixed for the process's life
// (the tz data does not change), and slot computation asks about the same few weeks again and
// again, so these samples turn most conversions into two Map lookups instead of Intl calls.
const daySamples = new Map<string, Map<number, number>>();
const MAX_SAMPLES_PER_ZONE = 4096; // ~11 years; then start over rather than grow without bound

function sampledOffset(day: number, tz: string): number {
  let samples = daySamples.get(tz);
  if (!samples) daySamples.set(tz, (samples = new Map()));
  let offset = samples.get(day);
  if (offset === undefined) {
    if (samples.size >= MAX_SAMPLES_PER_ZONE) samples.clear();
    offset = offsetAt(day * DAY_MS, tz);
    samples.set(day, offset);
  }
  return offset;
}

/** All instants at which `tz`'s clock shows `wall`, ascending: none in a gap, two in an overlap. */
function instantsShowing(wall: number, tz: string): number[] {
  // The instant showing a wall time of day D lies within [D 00:00 − 14h, D 24:00 + 12h] (offsets
  // span −12h…+14h), inside [D−1, D+2] in UTC days. tz transitions are months apart — never two
  // within three days — so equal offsets at both ends mean no transition in between…
  const day = Math.floor(wall / DAY_MS);
  const before = sampledOffset(day - 1, tz);
  const after = sampledOffset(day + 2, tz);
  if (before === after) return [wall - before];
  // …and otherwise exactly one, so these two offsets are the only candidates. Keep the ones
  // whose clock really shows `wall`.
  return [wall - before, wall - after]
    .filter((ms) => wallMsAt(ms, tz) === wall)
    .sort((a, b) => a - b);
}

function wallOf(date: string, time: string): number {
  return dayNumber(date) * DAY_MS + minutesOfDay(time) * MINUTE_MS;
}

/**
 * The instant at which the clock in `tz` shows `date` `time`. Null inside a spring-forward gap
 * (that wall time never happens); in a fall-back overlap the EARLIER of the two instants, so a
 * repeated hour is booked once, on its first occurrence.
 */
export function instantOf(date: string, time: string, tz: string): Date | null {
  const [first] = instantsShowing(wallOf(date, time), tz);
  return first === undefined ? null : new Date(first);
}

/**
 * Like instantOf, but a wall time inside a gap resolves to the first instant after it — the
 * transition itself (02:30 on a 02:00→03:00 night is the instant the clock shows 03:00). Used for
 * range ends: availability "until 02:30" on that night ends when the clock jumps.
 */
export function instantAtOrAfter(date: string, time: string, tz: string): Date {
  const wall = wallOf(date, time);
  const [first] = instantsShowing(wall, tz);
  if (first !== undefined) return new Date(first);
  // In a gap: `wall - after` shows a time before `wall`, `wall - before` one after it. Bisect
  // to the second (tz transitions fall on whole seconds) for the first instant showing ≥ wall.
  const day = Math.floor(wall / DAY_MS);
  let lo = wall - sampledOffset(day + 2, tz);
  let hi = wall - sampledOffset(day - 1, tz);
  while (hi - lo > 1000) {
    const mid = lo + Math.max(1000, Math.floor((hi - lo) / 2000) * 1000);
    if (wallMsAt(mid, tz) >= wall) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** 'YYYY-MM-DD' shown by the clock in `tz` at `instant` (the zone's day, not the device's). */
export function localDateOf(instant: Date | string, tz: string): string {
  return civilFromDays(Math.floor(wallMsAt(new Date(instant).getTime(), tz) / DAY_MS));
}

/** 'HH:MM' shown by the clock in `tz` at `instant` (seconds dropped). */
export function localTimeOf(instant: Date, tz: string): string {
  const wall = wallMsAt(instant.getTime(), tz);
  const msOfDay = wall - Math.floor(wall / DAY_MS) * DAY_MS;
  return timeOfMinutes(Math.floor(msOfDay / MINUTE_MS));
}
