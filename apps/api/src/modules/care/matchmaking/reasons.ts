import { PSYCHOLOGY_FIELDS, formatZoned, type CalendarKind, type Locale } from '@ravan/contract';
import { t } from '../../../copy/t';
import type { MatchReason } from './rank-therapists';

export interface Reader {
  locale: Locale;
  tz: string;
  calendar: CalendarKind | null;
}

const listFormats = new Map<Locale, Intl.ListFormat>();
const languageNames = new Map<Locale, Intl.DisplayNames>();

function listOf(locale: Locale, items: string[]): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

function languageName(locale: Locale, code: string): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    languageNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

const fieldTitle = (locale: Locale, key: string) =>
  PSYCHOLOGY_FIELDS.find((field) => field.key === key)?.[locale] ?? key;

/** A reason in the reader's language; times in the reader's zone and calendar. */
export function reasonText(reason: MatchReason, reader: Reader): string {
  const { locale } = reader;
  switch (reason.code) {
    case 'fields':
      return t(locale, 'match.reason.fields', {
        fields: listOf(
          locale,
          reason.fields.map((field) => fieldTitle(locale, field)),
        ),
      });
    case 'language':
      return t(locale, 'match.reason.language', {
        language: languageName(locale, reason.language),
      });
    case 'gender':
      return t(locale, 'match.reason.gender', { gender: reason.gender });
    case 'preferred_times':
      return t(locale, 'match.reason.preferred_times', { count: reason.count });
    case 'soonest':
      return t(locale, 'match.reason.soonest', {
        when: formatZoned(reason.start, reader, 'datetime'),
      });
    case 'no_availability':
      return t(locale, 'match.reason.no_availability');
  }
}
