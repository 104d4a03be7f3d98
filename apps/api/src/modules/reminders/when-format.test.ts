import { describe, expect, it } from 'vitest';
import { clientParty, therapistParty } from './parties';
import { formatWeekly, formatWhen, localDigits } from './when-format';

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

  it('localDigits turns Latin digits Persian in fa only', () => {
    expect(localDigits(10, 'fa')).toBe('۱۰');
    expect(localDigits(10, 'en')).toBe('10');
  });
});

describe('parties: defaults for language, zone and calendar', () => {
  const client = {
    id: 1,
    email: 'a@example.com',
    cel: '+989121234567',
    firstname: 'Shirin',
    lastname: 'Tehrani',
    disabledAt: null,
  };

  it('fa without choices: Asia/Tehran and Solar; en: Gregorian; an unusable zone falls back', () => {
    expect(clientParty({ ...client, locale: 'fa', tz: null, calendar: null })).toMatchObject({
      locale: 'fa',
      tz: 'Asia/Tehran',
      calendar: 'solar',
      name: { fa: 'Shirin Tehrani', en: 'Shirin Tehrani' },
    });
    expect(
      clientParty({ ...client, locale: 'en', tz: 'Mars/Olympus', calendar: null }),
    ).toMatchObject({ locale: 'en', tz: 'Asia/Tehran', calendar: 'gregorian' });
    expect(
      clientParty({ ...client, locale: 'en', tz: 'Europe/Kyiv', calendar: 'solar' }).calendar,
    ).toBe('solar');
  });

  it('a disabled account gets no email and no WhatsApp', () => {
    const party = clientParty({
      ...client,
      locale: 'fa',
      tz: null,
      calendar: null,
      disabledAt: new Date(),
    });
    expect(party.email).toBeNull();
    expect(party.cel).toBeNull();
    const therapist = therapistParty({
      id: 2,
      nameFa: 'دکتر نگار آزمون',
      nameEn: 'Dr. Negar Azmoon',
      tz: 'Europe/Berlin',
      email: 't@example.com',
      locale: 'en',
      calendar: null,
      disabledAt: null,
    });
    expect(therapist).toMatchObject({ tz: 'Europe/Berlin', calendar: 'gregorian', cel: null });
    expect(therapist.name.en).toBe('Dr. Negar Azmoon');
  });
});
