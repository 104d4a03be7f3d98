import { describe, expect, it } from 'vitest';
import { formatWeekly, formatWhen, formatWhenWithZoneId, localDigits } from './format-when';

const winter = new Date('2026-01-15T10:00:00Z');
const summer = new Date('2026-07-15T10:00:00Z');

describe('formatWhen', () => {
  it('fa reads Solar Hijri with Persian digits in the reader zone', () => {
    expect(formatWhen(winter, { locale: 'fa', tz: 'Asia/Tehran', calendar: 'solar' })).toBe(
      'پنجشنبه ۲۵ دی ۱۴۰۴، ساعت ۱۳:۳۰ (وقت عادی ایران)',
    );
    expect(formatWeekly(winter, { locale: 'fa', tz: 'Asia/Tehran', calendar: 'solar' })).toBe(
      'پنجشنبه\u200cها ساعت ۱۳:۳۰ (وقت عادی ایران)',
    );
  });

  it('en reads Gregorian; the zone name follows summer time', () => {
    expect(formatWhen(winter, { locale: 'en', tz: 'Europe/Berlin', calendar: 'gregorian' })).toBe(
      'Thursday 15 January 2026, 11:00 (Central European Standard Time)',
    );
    expect(formatWhen(summer, { locale: 'en', tz: 'Europe/Berlin', calendar: 'gregorian' })).toBe(
      'Wednesday 15 July 2026, 12:00 (Central European Summer Time)',
    );
    expect(
      formatWeekly(summer, { locale: 'en', tz: 'America/Toronto', calendar: 'gregorian' }),
    ).toBe('Wednesdays at 06:00 (Eastern Daylight Time)');
  });

  it('honours a chosen calendar against the language default', () => {
    expect(formatWhen(summer, { locale: 'en', tz: 'Asia/Tehran', calendar: 'solar' })).toBe(
      'Wednesday 24 Tir 1405 AP, 13:30 (Iran Standard Time)',
    );
    expect(formatWhen(summer, { locale: 'fa', tz: 'Europe/Berlin', calendar: 'gregorian' })).toBe(
      'چهارشنبه ۱۵ ژوئیهٔ ۲۰۲۶، ساعت ۱۲:۰۰ (وقت تابستانی مرکز اروپا)',
    );
  });

  it('formatWhenWithZoneId names the zone id; unset or unusable choices take the defaults', () => {
    const monday = new Date('2026-03-16T07:00:00Z');
    expect(formatWhenWithZoneId(monday, { locale: 'en', tz: null, calendar: null })).toBe(
      'Monday, 16 March 2026 at 10:30 (Asia/Tehran)',
    );
    expect(
      formatWhenWithZoneId(monday, { locale: 'fa', tz: 'Europe/Berlin', calendar: null }),
    ).toBe('۱۴۰۴ اسفند ۲۵, دوشنبه ساعت ۸:۰۰ (Europe/Berlin)');
    expect(
      formatWhenWithZoneId(monday, { locale: 'en', tz: 'Mars/Olympus', calendar: 'solar' }),
    ).toBe('Monday, 25 Esfand 1404 AP at 10:30 (Asia/Tehran)');
  });

  it('localDigits turns Latin digits Persian in fa only', () => {
    expect(localDigits(10, 'fa')).toBe('۱۰');
    expect(localDigits(10, 'en')).toBe('10');
  });
});
