import { weeklyRange, type WeeklyRangeView, toLatinDigits } from '@ravan/contract';

/** Client-side checks of the weekly hours, with the contract's `v.*` keys (the server's too). */
export const RANGE_ISSUES = [
  'v.required',
  'v.invalid',
  'v.end_after_start',
  'v.hours_overlap',
] as const;
export type RangeIssueKey = (typeof RANGE_ISSUES)[number];

export interface RangeIssue {
  index: number;
  field: 'start' | 'end';
  key: RangeIssueKey;
}

/**
 * What people type, as the API wants it: "9" → "09:00", "930" → "09:30", "۹:۳۰" → "09:30",
 * "17.30" → "17:30". Anything else comes back trimmed (and fails the format check).
 */
export function normalizeWallTime(text: string): string {
  const latin = toLatinDigits(text).trim();
  const withMinutes = /^(\d{1,2})[:.٫\s]?(\d{2})$/.exec(latin);
  if (withMinutes) return `${(withMinutes[1] ?? '').padStart(2, '0')}:${withMinutes[2] ?? ''}`;
  const hoursOnly = /^\d{1,2}$/.exec(latin);
  if (hoursOnly) return `${latin.padStart(2, '0')}:00`;
  return latin;
}

/** "09:30" → 570; "24:00" → 1440. Only for values that passed the format check. */
export function minutesOfDay(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

const validTime = (time: string) => weeklyRange.shape.start.safeParse(time).success;

/**
 * Every problem of a set of weekly ranges, by row: missing or malformed times (format from the
 * contract), an end not after its start (24:00 ends a day), and ranges of one weekday that
 * overlap (touching ends are fine). An overlap is reported on the later range's start.
 */
export function validateWeekly(ranges: readonly WeeklyRangeView[]): RangeIssue[] {
  const issues: RangeIssue[] = [];
  const usable: { index: number; range: WeeklyRangeView }[] = [];
  ranges.forEach((range, index) => {
    let ok = true;
    for (const field of ['start', 'end'] as const) {
      const value = range[field];
      if (!value) {
        issues.push({ index, field, key: 'v.required' });
        ok = false;
      } else if (!validTime(value) || (field === 'start' && value === '24:00')) {
        issues.push({ index, field, key: 'v.invalid' });
        ok = false;
      }
    }
    if (!ok) return;
    if (minutesOfDay(range.end) <= minutesOfDay(range.start)) {
      issues.push({ index, field: 'end', key: 'v.end_after_start' });
      return;
    }
    usable.push({ index, range });
  });
  const byDay = new Map<number, { index: number; range: WeeklyRangeView }[]>();
  for (const item of usable) {
    const list = byDay.get(item.range.weekday) ?? [];
    list.push(item);
    byDay.set(item.range.weekday, list);
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => minutesOfDay(a.range.start) - minutesOfDay(b.range.start));
    let latestEnd = -1;
    for (const { index, range } of list) {
      if (minutesOfDay(range.start) < latestEnd) {
        issues.push({ index, field: 'start', key: 'v.hours_overlap' });
      }
      latestEnd = Math.max(latestEnd, minutesOfDay(range.end));
    }
  }
  return issues.sort((a, b) => a.index - b.index);
}

/** The ranges as the API stores them: by weekday, then start. */
export function sortWeekly(ranges: readonly WeeklyRangeView[]): WeeklyRangeView[] {
  return [...ranges].sort(
    (a, b) => a.weekday - b.weekday || minutesOfDay(a.start) - minutesOfDay(b.start),
  );
}
