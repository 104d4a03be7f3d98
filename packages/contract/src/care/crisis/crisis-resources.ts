import type { Localized } from '../instruments/instrument';

export interface CrisisLine {
  readonly name: Localized;
  /** As dialled in that country; shown with Persian digits in fa by the screens. */
  readonly phone: string;
  readonly note?: Localized;
}

export interface CrisisResources {
  /** ISO 3166-1 alpha-2, or `default` for everywhere else. */
  readonly country: string;
  readonly emergency: string;
  readonly lines: readonly CrisisLine[];
}

const EMERGENCY = { fa: 'اورژانس', en: 'Emergency services' };

/**
 * Where to turn right now, per country (checked November 2026; review with each release that
 * changes this file). Shown at once when a crisis is detected, before anything else.
 */
export const CRISIS_RESOURCES: readonly CrisisResources[] = [
  {
    country: 'IR',
    emergency: '115',
    lines: [
      {
        name: { fa: 'صدای مشاور بهزیستی', en: 'Behzisti counselling line (Seda-ye Moshaver)' },
        phone: '1480',
      },
      {
        name: { fa: 'اورژانس اجتماعی', en: 'Social emergency' },
        phone: '123',
        note: { fa: 'شبانه‌روزی', en: 'Day and night' },
      },
      { name: EMERGENCY, phone: '115' },
    ],
  },
  {
    country: 'US',
    emergency: '911',
    lines: [
      {
        name: { fa: 'خط بحران و پیشگیری از خودکشی', en: '988 Suicide & Crisis Lifeline' },
        phone: '988',
        note: { fa: 'تماس یا پیامک', en: 'Call or text' },
      },
      { name: EMERGENCY, phone: '911' },
    ],
  },
  {
    country: 'CA',
    emergency: '911',
    lines: [
      {
        name: { fa: 'خط بحران خودکشی ۹۸۸', en: '9-8-8 Suicide Crisis Helpline' },
        phone: '988',
        note: { fa: 'تماس یا پیامک', en: 'Call or text' },
      },
      { name: EMERGENCY, phone: '911' },
    ],
  },
  {
    country: 'GB',
    emergency: '999',
    lines: [
      { name: { fa: 'سامری‌تن‌ها', en: 'Samaritans' }, phone: '116 123' },
      { name: EMERGENCY, phone: '999' },
    ],
  },
  {
    country: 'DE',
    emergency: '112',
    lines: [
      {
        name: { fa: 'تلفن مشاورهٔ TelefonSeelsorge', en: 'TelefonSeelsorge' },
        phone: '0800 111 0 111',
      },
      { name: EMERGENCY, phone: '112' },
    ],
  },
  {
    country: 'AU',
    emergency: '000',
    lines: [
      { name: { fa: 'لایف‌لاین', en: 'Lifeline' }, phone: '13 11 14' },
      { name: EMERGENCY, phone: '000' },
    ],
  },
  {
    country: 'TR',
    emergency: '112',
    lines: [{ name: EMERGENCY, phone: '112' }],
  },
  {
    country: 'default',
    emergency: '112',
    lines: [
      {
        name: {
          fa: 'شمارهٔ اورژانس کشوری که در آن هستید',
          en: 'The emergency number of the country you are in',
        },
        phone: '112',
        note: {
          fa: '۱۱۲ در بیشتر کشورها از تلفن همراه کار می‌کند.',
          en: '112 works from mobile phones in most countries.',
        },
      },
    ],
  },
];

/** The resources for a client's country, or the general ones. */
export function crisisResourcesFor(country: string | null | undefined): CrisisResources {
  const code = country?.trim().toUpperCase();
  return (
    CRISIS_RESOURCES.find((entry) => entry.country === code) ??
    CRISIS_RESOURCES.find((entry) => entry.country === 'default')!
  );
}
