import type { MessageKey } from '@ravan/contract';

/*
 * What a therapist may enter as hours. Wall times are 'HH:MM' (the contract checks the shape),
 * '24:00' meaning the midnight that ends the day. Ranges are half-open, so 09:00–12:00 and
 * 12:00–15:00 touch without overlapping.
 */
export type FieldErrors = Record<string, MessageKey[]>;

/** Seven days of hour-long ranges is more than anyone works; it bounds the write. */
export const MAX_WEEKLY_RANGES = 7 * 24;
const DAY_MINUTES = 24 * 60;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

interface RangeInput {
  weekday: number;
  start: string;
  end: string;
}

/** Every range ends after it starts, and no two ranges of a weekday overlap. */
export function weeklyErrors(ranges: RangeInput[]): FieldErrors | undefined {
  if (ranges.length > MAX_WEEKLY_RANGES) return { weekly: ['v.too_long'] };
  const errors: FieldErrors = {};
  const valid = ranges
    .map((range, index) => ({
      index,
      day: range.weekday,
      start: minutesOf(range.start),
      end: minutesOf(range.end),
    }))
    .filter((range) => {
      if (range.start < range.end) return true;
      errors[`weekly.${range.index}.end`] = ['v.end_after_start'];
      return false;
    })
    .sort((a, b) => a.day - b.day || a.start - b.start || a.index - b.index);
  let day = -1;
  let reached = 0;
  for (const range of valid) {
    if (range.day !== day) [day, reached] = [range.day, 0];
    if (range.start < reached) errors[`weekly.${range.index}.start`] = ['v.hours_overlap'];
    reached = Math.max(reached, range.end);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

interface ExceptionInput {
  date: string;
  kind: 'off' | 'extra';
  start: string | null;
  end: string | null;
}

/**
 * A date from today on (therapist-local). Extra hours need both times; a day off needs none
 * (the whole day) or either side (a missing side is the start or the end of the day).
 */
export function exceptionErrors(input: ExceptionInput, today: string): FieldErrors | undefined {
  const errors: FieldErrors = {};
  if (input.date < today) errors.date = ['v.date_past'];
  if (input.kind === 'extra') {
    if (input.start === null) errors.start = ['v.required'];
    if (input.end === null) errors.end = ['v.required'];
  }
  const start = input.start === null ? 0 : minutesOf(input.start);
  const end = input.end === null ? DAY_MINUTES : minutesOf(input.end);
  if ((input.start !== null || input.end !== null) && start >= end) {
    errors[input.end === null ? 'start' : 'end'] = ['v.end_after_start'];
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
