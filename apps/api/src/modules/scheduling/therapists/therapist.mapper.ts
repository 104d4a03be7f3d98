import type { HourExceptionView, TherapistSummary, WeeklyRangeView } from '@ravan/contract';
import type { HourExceptionRow, WeeklyHoursRow } from './hours.repository';
import type { TherapistRow } from './therapists.repository';

export function toTherapistSummary(row: TherapistRow): TherapistSummary {
  return {
    id: row.id,
    name_fa: row.nameFa,
    name_en: row.nameEn,
    photo_url: row.photoUrl,
    bio_fa: row.bioFa,
    bio_en: row.bioEn,
    gender: row.gender,
    tz: row.tz,
    languages: row.languages,
    approaches: row.approaches,
    fields: row.fields,
    is_evaluator: row.isEvaluator,
  };
}

export function toConsoleProfile(row: TherapistRow) {
  return { ...toTherapistSummary(row), meeting_url: row.meetingUrl };
}

/** PostgreSQL `time` reads back as 'HH:MM:SS' ('24:00:00' for the end of a day): keep 'HH:MM'. */
export function wallTime(value: string): string {
  return value.slice(0, 5);
}

export function toWeeklyView(row: WeeklyHoursRow): WeeklyRangeView {
  return { weekday: row.weekday, start: wallTime(row.startTime), end: wallTime(row.endTime) };
}

export function toExceptionView(row: HourExceptionRow): HourExceptionView {
  return {
    id: row.id,
    date: row.date,
    kind: row.kind,
    start: row.startTime === null ? null : wallTime(row.startTime),
    end: row.endTime === null ? null : wallTime(row.endTime),
  };
}
