/**
 * Bookable slots of one therapist: weekly hours and dated exceptions (therapist-local wall times),
 * minus booked sessions, within a window of instants. Pure — the caller loads the rows — so it is
 * cheap to test and to benchmark.
 *
 * Hours are stepped in WALL-CLOCK time and only then converted to instants: "Mondays from 09:00"
 * must stay 09:00 local across a daylight-saving change, whatever its UTC instant becomes.
 */
import {
  addDays,
  instantAtOrAfter,
  instantOf,
  localDateOf,
  minutesOfDay,
  timeOfMinutes,
  weekdayOf,
} from '@ravan/contract';

/** Therapist-local wall times 'HH:MM'; weekday 0 = Sunday … 6 = Saturday; end '24:00' allowed. */
export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

/**
 * One therapist-local date. 'off' with null start and end: the whole day off; 'off' with times
 * removes that part (a null side means the start / end of the day); 'extra' adds a range that day
 * (ignored without both times).
 */
export interface HourException {
  date: string;
  kind: 'off' | 'extra';
  start: string | null;
  end: string | null;
}

/** Half-open [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  therapistTz: string;
  weekly: WeeklyRange[];
  exceptions: HourException[];
  /** Booked sessions (any order), already padded by the caller if needed. */
  busy: Interval[];
  /** Half-open window [from, to): only slots with from <= start < to. */
  from: Date;
  to: Date;
  /** Real elapsed length of a session, e.g. 45 (therapy) or 15 (evaluation). */
  sessionMinutes: number;
  /** Wall-clock distance between slot starts within a range, e.g. 60 or 20. */
  stepMinutes: number;
  /** No slot may start before this (e.g. now + minimum notice). */
  notBefore: Date;
}

const MINUTE_MS = 60_000;

/** A wall-clock range on one date, in minutes since midnight, half-open. */
interface MinuteRange {
  start: number;
  end: number;
}

function toMinutes(start: string, end: string): MinuteRange {
  return { start: minutesOfDay(start), end: minutesOfDay(end) };
}

function subtract(ranges: MinuteRange[], cut: MinuteRange): MinuteRange[] {
  return ranges.flatMap((range) => {
    if (cut.end <= range.start || cut.start >= range.end) return [range];
    const pieces: MinuteRange[] = [];
    if (cut.start > range.start) pieces.push({ start: range.start, end: cut.start });
    if (cut.end < range.end) pieces.push({ start: cut.end, end: range.end });
    return pieces;
  });
}

function merge(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const merged: MinuteRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    // Touching ranges merge too: 09–12 plus 12–15 is one stretch of availability, so a session
    // may run across the seam and the steps stay aligned to 09:00.
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** The date's weekly ranges, minus 'off' parts, plus 'extra' ranges, merged. */
function rangesOn(
  date: string,
  weeklyByDay: MinuteRange[][],
  exceptionsByDate: Map<string, HourException[]>,
): MinuteRange[] {
  let ranges = weeklyByDay[weekdayOf(date)] ?? [];
  const exceptions = exceptionsByDate.get(date) ?? [];
  for (const e of exceptions) {
    if (e.kind === 'off')
      ranges = subtract(ranges, toMinutes(e.start ?? '00:00', e.end ?? '24:00'));
  }
  // Extras are added after every 'off' is applied, so "off all day, but 18–20" works.
  for (const e of exceptions) {
    if (e.kind === 'extra' && e.start !== null && e.end !== null) {
      ranges = [...ranges, toMinutes(e.start, e.end)];
    }
  }
  return merge(ranges);
}

function requirePositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
}

/** Slots sorted by start, without duplicates. */
export function computeSlots(query: SlotQuery): Interval[] {
  const { therapistTz: tz, sessionMinutes, stepMinutes } = query;
  requirePositiveInteger('sessionMinutes', sessionMinutes);
  requirePositiveInteger('stepMinutes', stepMinutes);
  const to = query.to.getTime();
  const earliest = Math.max(query.from.getTime(), query.notBefore.getTime());
  if (Number.isNaN(to) || Number.isNaN(earliest)) throw new RangeError('Invalid Date in query');
  if (earliest >= to) return [];
  const sessionMs = sessionMinutes * MINUTE_MS;

  const weeklyByDay: MinuteRange[][] = [[], [], [], [], [], [], []];
  for (const w of query.weekly) {
    const day = weeklyByDay[w.weekday];
    if (!day) throw new RangeError(`weekday must be 0 (Sunday) … 6, got ${w.weekday}`);
    day.push(toMinutes(w.start, w.end));
  }
  const exceptionsByDate = new Map<string, HourException[]>();
  for (const e of query.exceptions) {
    const list = exceptionsByDate.get(e.date) ?? [];
    exceptionsByDate.set(e.date, list);
    list.push(e);
  }

  // Candidate starts, ascending: dates ascend, a date's merged ranges are disjoint and ascending,
  // and instantOf is monotonic in wall time (gaps skipped, overlaps resolved to the earlier).
  const starts: number[] = [];
  // A day of margin each side: the window may be cut in another zone than the therapist's.
  const lastDate = addDays(localDateOf(new Date(to), tz), 1);
  for (let date = addDays(localDateOf(new Date(earliest), tz), -1); date <= lastDate;) {
    for (const range of rangesOn(date, weeklyByDay, exceptionsByDate)) {
      // A range end inside a gap ends when the clock jumps, not an hour later.
      const rangeEnd = instantAtOrAfter(date, timeOfMinutes(range.end), tz).getTime();
      // Cheap pre-check: nothing here can start in time and still fit (saves the margin days).
      if (rangeEnd - sessionMs < earliest) continue;
      for (let minute = range.start; minute < range.end; minute += stepMinutes) {
        const start = instantOf(date, timeOfMinutes(minute), tz)?.getTime();
        if (start === undefined) continue; // this wall time does not exist (spring forward)
        if (start + sessionMs > rangeEnd || start >= to) break; // later candidates start later
        if (start >= earliest) starts.push(start);
      }
    }
    date = addDays(date, 1);
  }

  // Busy intervals sorted once by start, then one pointer moving forward with the candidates:
  // every interval behind it ends at or before the current start, hence before all later ones.
  const busy = query.busy
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime() }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);
  starts.sort((a, b) => a - b);
  const slots: Interval[] = [];
  let pointer = 0;
  let previous = Number.NaN;
  for (const start of starts) {
    if (start === previous) continue;
    previous = start;
    const end = start + sessionMs;
    while (pointer < busy.length && busy[pointer]!.end <= start) pointer++;
    // Half-open: the first busy interval still open at `start` overlaps iff it begins before
    // `end`; any later one begins no earlier, so checking one suffices.
    if (pointer < busy.length && busy[pointer]!.start < end) continue;
    slots.push({ start: new Date(start), end: new Date(end) });
  }
  return slots;
}
