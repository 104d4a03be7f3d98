import { describe, expect, it } from 'vitest';
import { effectiveCalendar, formatZoned, weekdayOrder } from './format-zoned';

describe('formatZoned', () => {
  const iso = '2026-03-21T14:30:00Z';

  it('shows Solar dates with Persian digits in fa, in the given zone', () => {
    // 14:30 UTC is 18:00 in Tehran, on 1 Farvardin 1405 (Nowruz; the day before is 29 Esfand 1404).
    const text = formatZoned(iso, { locale: 'fa', tz: 'Asia/Tehran' }, 'datetime');
    expect(text).toContain('فروردین');
    expect(text).toContain('۱۴۰۵');
    expect(text).toContain('۱۸:۰۰');
  });

  it('shows Gregorian dates in en, and in fa when the user chose Gregorian', () => {
    expect(formatZoned(iso, { locale: 'en', tz: 'America/Toronto' }, 'date')).toBe('21 March 2026');
    expect(formatZoned(iso, { locale: 'en', tz: 'America/Toronto' }, 'time')).toBe('10:30');
    const fa = formatZoned(iso, { locale: 'fa', tz: 'Asia/Tehran', calendar: 'gregorian' }, 'date');
    expect(fa).toContain('۲۰۲۶');
    expect(fa).not.toContain('۱۴۰۵');
  });

  it('crosses the date line with the zone', () => {
    expect(formatZoned('2026-03-20T23:30:00Z', { locale: 'en', tz: 'Asia/Tehran' }, 'date')).toBe(
      '21 March 2026',
    );
    expect(formatZoned('not a date', { locale: 'en', tz: 'UTC' }, 'date')).toBe('');
  });

  it('starts the week on Saturday in fa', () => {
    expect(weekdayOrder('fa')[0]).toBe(6);
    expect(weekdayOrder('en')[0]).toBe(1);
    expect(effectiveCalendar('fa', null)).toBe('solar');
    expect(effectiveCalendar('en', undefined)).toBe('gregorian');
  });
});
