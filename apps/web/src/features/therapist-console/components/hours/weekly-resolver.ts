import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { WeeklyRangeView } from '@ravan/contract';
import { normalizeWallTime, validateWeekly } from '../../lib/weekly-ranges';

export interface WeeklyForm {
  weekly: WeeklyRangeView[];
}

type RowErrors = Partial<Record<'start' | 'end', FieldError>>;

/** Normalises what was typed, then puts each problem of `validateWeekly` on its row's field. */
export const weeklyResolver: Resolver<WeeklyForm> = (values) => {
  const weekly = values.weekly.map((range) => ({
    ...range,
    start: normalizeWallTime(range.start),
    end: normalizeWallTime(range.end),
  }));
  const issues = validateWeekly(weekly);
  if (issues.length === 0) return { values: { weekly }, errors: {} as Record<string, never> };
  const rows: (RowErrors | undefined)[] = [];
  for (const issue of issues) {
    const row = (rows[issue.index] ??= {});
    row[issue.field] ??= { type: 'validate', message: issue.key };
  }
  return {
    values: {} as Record<string, never>,
    errors: { weekly: rows } as FieldErrors<WeeklyForm>,
  };
};
