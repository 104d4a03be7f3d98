import { useId, useMemo, useState, type ReactNode } from 'react';
import { localizeDigits, type CalendarKind, type DateParts } from '@ravan/contract';
import { useI18n } from '../../lib/i18n/i18n-context';
import { isoOf, monthLengthIn, monthNamesIn, partsIn } from './date-parts';
import { describedByOf, FieldMessages } from './field-messages';
import { SelectField, type SelectOption } from './select-field';

interface DateFieldProps {
  legend: string;
  /** ISO Gregorian "2026-11-25", as the API keeps it. */
  value: string | null | undefined;
  /** A full date as ISO, null when emptied, '' while only part of it is chosen (not valid yet). */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** The calendar the person reads: Solar Hijri (fa's default) or Gregorian. */
  calendar: CalendarKind;
  /** The years offered run from `min`'s to `max`'s (ISO dates), in the field's calendar. */
  min: string;
  max: string;
  /** Newest year first (a birth date) or oldest first (a date ahead, the default). */
  years?: 'ascending' | 'descending';
  hint?: ReactNode;
  /** Already in the page's language. */
  error?: string | undefined;
}

interface Draft {
  year: string;
  month: string;
  day: string;
}

const draftOf = (iso: string | null | undefined, calendar: CalendarKind): Draft => {
  const parts = partsIn(iso, calendar);
  return parts
    ? { year: String(parts.year), month: String(parts.month), day: String(parts.day) }
    : { year: '', month: '', day: '' };
};

/**
 * A date as three native selects — day, month, year — in the person's calendar (Solar Hijri with
 * Persian month names and digits in fa), sent as an ISO Gregorian date. Native selects are what
 * keyboards, screen readers and phones handle best, and never show a browser's mm/dd/yyyy.
 */
export function DateField({
  legend,
  value,
  onChange,
  onBlur,
  calendar,
  min,
  max,
  years: order = 'ascending',
  hint,
  error,
}: DateFieldProps) {
  const { t, locale } = useI18n();
  const id = useId();
  // A date being chosen (not all three parts yet); a complete one lives only in `value`.
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft ?? draftOf(value, calendar);

  const first = partsIn(min, calendar)?.year;
  const last = partsIn(max, calendar)?.year;
  const years = useMemo<SelectOption[]>(() => {
    if (first === undefined || last === undefined) return [];
    const list = Array.from({ length: last - first + 1 }, (_, index) => first + index);
    if (order === 'descending') list.reverse();
    return list.map((year) => ({ value: String(year), label: localizeDigits(year, locale) }));
  }, [first, last, order, locale]);
  const months = useMemo<SelectOption[]>(
    () =>
      monthNamesIn(locale, calendar).map((label, index) => ({ value: String(index + 1), label })),
    [locale, calendar],
  );
  const dayCount =
    shown.year && shown.month
      ? monthLengthIn(calendar, Number(shown.year), Number(shown.month))
      : 31;
  const days = Array.from({ length: dayCount }, (_, index) => ({
    value: String(index + 1),
    label: localizeDigits(index + 1, locale),
  }));

  const update = (part: keyof Draft, next: string) => {
    const parts = { ...shown, [part]: next };
    if (parts.year && parts.month && parts.day) {
      const date: DateParts = {
        year: Number(parts.year),
        month: Number(parts.month),
        day: Number(parts.day),
      };
      setDraft(null);
      onChange(isoOf(date, calendar));
    } else if (!parts.year && !parts.month && !parts.day) {
      setDraft(null);
      onChange(null);
    } else {
      setDraft(parts);
      onChange('');
    }
  };

  const describedBy = describedByOf(id, error, hint);
  const select = (part: keyof Draft, label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      hideLabel
      placeholder={label}
      options={options}
      value={shown[part]}
      onChange={(event) => update(part, event.target.value)}
      onBlur={onBlur}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <fieldset className={`field date-field${error ? ' field-invalid' : ''}`}>
      <legend>{legend}</legend>
      <div className="date-row">
        {select('day', t('date.day'), days)}
        {select('month', t('date.month'), months)}
        {select('year', t('date.year'), years)}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </fieldset>
  );
}
