import { localDateOf, systemTimeZone, type CalendarKind } from '@ravan/contract';
import { DateField } from '../../../components/ui/date-field';
import { useI18n } from '../../../lib/i18n/i18n-context';

interface BirthDateFieldProps {
  /** ISO Gregorian "1990-03-21", as the API keeps it. */
  value: string | null | undefined;
  /** A full date as ISO, null when emptied, '' while only part of it is chosen (not valid yet). */
  onChange: (value: string | null) => void;
  calendar: CalendarKind;
  error?: string | undefined;
}

const YEARS_BACK = 100;

/** Birth date in the user's calendar (Solar Hijri by default in Persian): the last 100 years. */
export function BirthDateField({ value, onChange, calendar, error }: BirthDateFieldProps) {
  const { t, tMessage } = useI18n();
  const today = localDateOf(new Date(), systemTimeZone());
  const min = `${String(Number(today.slice(0, 4)) - YEARS_BACK)}-12-31`;
  return (
    <DateField
      legend={t('profile.field.birthDate')}
      value={value}
      onChange={onChange}
      calendar={calendar}
      min={min}
      max={today}
      years="descending"
      hint={t('profile.birth.hint', { calendar: t(`enum.calendar.${calendar}`) })}
      error={error ? tMessage(error) : undefined}
    />
  );
}
