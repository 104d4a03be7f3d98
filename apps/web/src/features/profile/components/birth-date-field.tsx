import { useMemo, useState } from 'react';
import {
  type CalendarKind,
  type Locale,
  formatIsoDate,
  gregorianMonthLength,
  gregorianToJalali,
  jalaliMonthLength,
  jalaliToGregorian,
  parseIsoDate,
  type DateParts,
} from '@ravan/contract';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useI18n } from '../../../lib/i18n/i18n-context';

interface BirthDateFieldProps {
  /** ISO Gregorian "1990-03-21", as the API keeps it. */
  value: string | null | undefined;
  /** A full date as ISO, null when emptied, '' while only part of it is chosen (not valid yet). */
  onChange: (value: string | null) => void;
  calendar: CalendarKind;
  error?: string | undefined;
}

interface Draft {
  year: string;
  month: string;
  day: string;
}

const YEARS_BACK = 100;
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-GB' };

function todayIn(calendar: CalendarKind): DateParts {
  const now = new Date();
  const gregorian = { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  return calendar === 'solar' ? gregorianToJalali(gregorian) : gregorian;
}

function monthNames(locale: Locale, calendar: CalendarKind): string[] {
  const format = new Intl.DateTimeFormat(
    `${INTL_LOCALE[locale]}-u-ca-${calendar === 'solar' ? 'persian' : 'gregory'}`,
    { month: 'long', timeZone: 'UTC' },
  );
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const {
      year,
      month: m,
      day,
    } = calendar === 'solar'
      ? jalaliToGregorian({ year: 1400, month, day: 15 })
      : { year: 2001, month, day: 15 };
    return format.format(new Date(Date.UTC(year, m - 1, day)));
  });
}

function draftOf(iso: string | null | undefined, calendar: CalendarKind): Draft {
  const parts = parseIsoDate(iso);
  if (!parts) return { year: '', month: '', day: '' };
  const shown = calendar === 'solar' ? gregorianToJalali(parts) : parts;
  return { year: String(shown.year), month: String(shown.month), day: String(shown.day) };
}

const monthLength = (calendar: CalendarKind, year: number, month: number) =>
  calendar === 'solar' ? jalaliMonthLength(year, month) : gregorianMonthLength(year, month);

/**
 * Birth date as three selects — day, month, year — in the user's calendar (Solar Hijri by default
 * in Persian), sent to the API as an ISO Gregorian date.
 */
export function BirthDateField({ value, onChange, calendar, error }: BirthDateFieldProps) {
  const { t, tMessage, digits, locale } = useI18n();
  // A date being chosen (not all three parts yet); a complete one lives only in `value`.
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? draftOf(value, calendar);

  const today = todayIn(calendar);
  const years = useMemo<SelectOption[]>(
    () =>
      Array.from({ length: YEARS_BACK + 1 }, (_, index) => {
        const year = String(today.year - index);
        return { value: year, label: digits(year) };
      }),
    [today.year, digits],
  );
  const months = useMemo<SelectOption[]>(
    () => monthNames(locale, calendar).map((label, index) => ({ value: String(index + 1), label })),
    [locale, calendar],
  );
  const dayCount =
    shown.year && shown.month ? monthLength(calendar, Number(shown.year), Number(shown.month)) : 31;
  const days = Array.from({ length: dayCount }, (_, index) => ({
    value: String(index + 1),
    label: digits(index + 1),
  }));

  const update = (part: keyof Draft, next: string) => {
    const parts = { ...shown, [part]: next };
    if (parts.year && parts.month && parts.day) {
      const length = monthLength(calendar, Number(parts.year), Number(parts.month));
      const date = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Math.min(Number(parts.day), length),
      };
      setDraft(null);
      onChange(formatIsoDate(calendar === 'solar' ? jalaliToGregorian(date) : date));
    } else if (!parts.year && !parts.month && !parts.day) {
      setDraft(null);
      onChange(null);
    } else {
      setDraft(parts);
      onChange('');
    }
  };

  const shownError = error ? tMessage(error) : undefined;
  return (
    <fieldset className={`field date-field${shownError ? ' field-invalid' : ''}`}>
      <legend>{t('profile.field.birthDate')}</legend>
      <div className="date-row">
        <SelectField
          label={t('profile.field.birthDay')}
          hideLabel
          placeholder={t('profile.field.birthDay')}
          options={days}
          value={shown.day}
          onChange={(event) => update('day', event.target.value)}
          aria-invalid={shownError ? true : undefined}
        />
        <SelectField
          label={t('profile.field.birthMonth')}
          hideLabel
          placeholder={t('profile.field.birthMonth')}
          options={months}
          value={shown.month}
          onChange={(event) => update('month', event.target.value)}
          aria-invalid={shownError ? true : undefined}
        />
        <SelectField
          label={t('profile.field.birthYear')}
          hideLabel
          placeholder={t('profile.field.birthYear')}
          options={years}
          value={shown.year}
          onChange={(event) => update('year', event.target.value)}
          aria-invalid={shownError ? true : undefined}
        />
      </div>
      <p className="field-hint">
        {t('profile.birth.hint', { calendar: t(`enum.calendar.${calendar}`) })}
      </p>
      {shownError ? (
        <p className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
