import { describe, expect, it } from 'vitest';
import type { CalendarKind } from '../common/enums';
import type { Locale } from '../common/locale';
import { formatWeekly, formatZoned, formatZonedWithZone, type ZonedStyle } from './format-zoned';
import { calendarOf, intlLocale } from './intl-locale';

// 06:30 UTC on 25 November 2026 (4 Azar 1405): 10:00 in Tehran, 07:30 in Berlin, 01:30 in Toronto.
const INSTANT = new Date('2026-11-25T06:30:00Z');
const TEHRAN = 'Asia/Tehran';
const TORONTO = 'America/Toronto';
const BERLIN = 'Europe/Berlin';

const at = (locale: Locale, tz: string, calendar: CalendarKind | null, style: ZonedStyle) =>
  formatZoned(INSTANT, { locale, tz, calendar }, style);

describe('formatZoned: one date and time shape on every screen, email and PDF', () => {
  it('fa + Solar: weekday, day, month, year, then "، ساعت" and the time', () => {
    expect(at('fa', TEHRAN, null, 'datetime')).toBe('چهارشنبه ۴ آذر ۱۴۰۵، ساعت ۱۰:۰۰');
    expect(at('fa', TORONTO, 'solar', 'datetime')).toBe('چهارشنبه ۴ آذر ۱۴۰۵، ساعت ۰۱:۳۰');
    expect(at('fa', BERLIN, 'solar', 'datetime')).toBe('چهارشنبه ۴ آذر ۱۴۰۵، ساعت ۰۷:۳۰');
  });

  it('fa + Gregorian on the reader’s choice, same order', () => {
    expect(at('fa', TEHRAN, 'gregorian', 'datetime')).toBe('چهارشنبه ۲۵ نوامبر ۲۰۲۶، ساعت ۱۰:۰۰');
    expect(at('fa', BERLIN, 'gregorian', 'datetime')).toBe('چهارشنبه ۲۵ نوامبر ۲۰۲۶، ساعت ۰۷:۳۰');
  });

  it('en + Gregorian (and Solar on choice), same order', () => {
    expect(at('en', TEHRAN, null, 'datetime')).toBe('Wednesday 25 November 2026, 10:00');
    expect(at('en', TORONTO, 'gregorian', 'datetime')).toBe('Wednesday 25 November 2026, 01:30');
    expect(at('en', BERLIN, 'gregorian', 'datetime')).toBe('Wednesday 25 November 2026, 07:30');
    expect(at('en', TEHRAN, 'solar', 'datetime')).toBe('Wednesday 4 Azar 1405 AP, 10:00');
  });

  it('follows the zone across a daylight-saving change, in both languages', () => {
    // Berlin springs forward at 01:00 UTC on 29 March 2026 (9 Farvardin 1405): 02:00 → 03:00.
    const before = '2026-03-29T00:30:00Z';
    const after = '2026-03-29T01:30:00Z';
    const berlin = (locale: Locale, instant: string) =>
      formatZoned(instant, { locale, tz: BERLIN }, 'datetime');
    expect(berlin('fa', before)).toBe('یکشنبه ۹ فروردین ۱۴۰۵، ساعت ۰۱:۳۰');
    expect(berlin('fa', after)).toBe('یکشنبه ۹ فروردین ۱۴۰۵، ساعت ۰۳:۳۰');
    expect(berlin('en', before)).toBe('Sunday 29 March 2026, 01:30');
    expect(berlin('en', after)).toBe('Sunday 29 March 2026, 03:30');
    // Toronto falls back at 06:00 UTC on 1 November 2026: 01:30 happens twice, an hour apart.
    const toronto = (locale: Locale, instant: string) =>
      formatZoned(instant, { locale, tz: TORONTO }, 'datetime');
    expect(toronto('en', '2026-11-01T05:30:00Z')).toBe('Sunday 1 November 2026, 01:30');
    expect(toronto('en', '2026-11-01T06:30:00Z')).toBe('Sunday 1 November 2026, 01:30');
    expect(toronto('fa', '2026-11-01T06:30:00Z')).toBe('یکشنبه ۱۰ آبان ۱۴۰۵، ساعت ۰۱:۳۰');
  });

  it('the shorter styles are pieces of the same phrase', () => {
    expect(at('fa', TEHRAN, null, 'date')).toBe('۴ آذر ۱۴۰۵');
    expect(at('en', TEHRAN, null, 'date')).toBe('25 November 2026');
    expect(at('fa', TEHRAN, null, 'fullDate')).toBe('چهارشنبه ۴ آذر ۱۴۰۵');
    expect(at('en', TEHRAN, null, 'fullDate')).toBe('Wednesday 25 November 2026');
    expect(at('fa', TEHRAN, null, 'dayHeading')).toBe('چهارشنبه ۴ آذر');
    expect(at('en', TORONTO, null, 'dayHeading')).toBe('Wednesday 25 November');
    expect(at('fa', TEHRAN, null, 'time')).toBe('۱۰:۰۰');
    expect(at('en', TORONTO, null, 'time')).toBe('01:30');
    expect(at('fa', TEHRAN, null, 'weekday')).toBe('چهارشنبه');
    expect(at('en', TEHRAN, null, 'weekdayShort')).toBe('Wed');
    expect(at('fa', TEHRAN, null, 'month')).toBe('آذر');
    expect(at('en', TEHRAN, 'gregorian', 'month')).toBe('November');
  });

  it('crosses the date line with the zone, and leaves an invalid instant empty', () => {
    expect(formatZoned('2026-03-20T23:30:00Z', { locale: 'en', tz: TEHRAN }, 'date')).toBe(
      '21 March 2026',
    );
    expect(formatZoned('2026-03-20T23:30:00Z', { locale: 'en', tz: TORONTO }, 'date')).toBe(
      '20 March 2026',
    );
    // 14:30 UTC on 21 March 2026 is 18:00 in Tehran on 1 Farvardin 1405 (Nowruz).
    expect(formatZoned('2026-03-21T14:30:00Z', { locale: 'fa', tz: TEHRAN }, 'datetime')).toBe(
      'شنبه ۱ فروردین ۱۴۰۵، ساعت ۱۸:۰۰',
    );
    expect(formatZoned('not a date', { locale: 'en', tz: 'UTC' }, 'date')).toBe('');
  });
});

describe('formatZonedWithZone and formatWeekly: messages name the clock', () => {
  const winter = new Date('2026-01-15T10:00:00Z');
  const summer = new Date('2026-07-15T10:00:00Z');
  const monday = new Date('2026-03-16T07:00:00Z');

  it('by zone name, summer time included', () => {
    expect(formatZonedWithZone(winter, { locale: 'fa', tz: TEHRAN }, 'name')).toBe(
      'پنجشنبه ۲۵ دی ۱۴۰۴، ساعت ۱۳:۳۰ (وقت عادی ایران)',
    );
    expect(formatZonedWithZone(winter, { locale: 'en', tz: BERLIN }, 'name')).toBe(
      'Thursday 15 January 2026, 11:00 (Central European Standard Time)',
    );
    expect(formatZonedWithZone(summer, { locale: 'en', tz: BERLIN }, 'name')).toBe(
      'Wednesday 15 July 2026, 12:00 (Central European Summer Time)',
    );
    expect(
      formatZonedWithZone(summer, { locale: 'fa', tz: BERLIN, calendar: 'gregorian' }, 'name'),
    ).toBe('چهارشنبه ۱۵ ژوئیهٔ ۲۰۲۶، ساعت ۱۲:۰۰ (وقت تابستانی مرکز اروپا)');
  });

  it('by IANA id', () => {
    expect(formatZonedWithZone(monday, { locale: 'en', tz: TEHRAN }, 'id')).toBe(
      'Monday 16 March 2026, 10:30 (Asia/Tehran)',
    );
    expect(formatZonedWithZone(monday, { locale: 'fa', tz: BERLIN }, 'id')).toBe(
      'دوشنبه ۲۵ اسفند ۱۴۰۴، ساعت ۰۸:۰۰ (Europe/Berlin)',
    );
    expect(formatZonedWithZone(monday, { locale: 'fa', tz: TORONTO }, 'id')).toBe(
      'دوشنبه ۲۵ اسفند ۱۴۰۴، ساعت ۰۳:۰۰ (America/Toronto)',
    );
  });

  it('a weekly slot without a date', () => {
    expect(formatWeekly(winter, { locale: 'fa', tz: TEHRAN })).toBe(
      'پنجشنبه\u200cها ساعت ۱۳:۳۰ (وقت عادی ایران)',
    );
    expect(formatWeekly(summer, { locale: 'en', tz: TORONTO })).toBe(
      'Wednesdays at 06:00 (Eastern Daylight Time)',
    );
  });
});

describe('the locale map', () => {
  it('one tag per language, the calendar of the language unless chosen', () => {
    expect(intlLocale('fa')).toBe('fa-IR-u-ca-persian');
    expect(intlLocale('fa', { calendar: 'gregorian', latinDigits: true })).toBe(
      'fa-IR-u-ca-gregory-nu-latn',
    );
    expect(intlLocale('en')).toBe('en-GB-u-ca-gregory');
    expect(calendarOf('fa', null)).toBe('solar');
    expect(calendarOf('en', undefined)).toBe('gregorian');
    expect(calendarOf('en', 'solar')).toBe('solar');
  });
});
