import { describe, expect, it } from 'vitest';
import { clientParty, therapistParty } from './parties';

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
