import type { Currency, Gender, Role } from '@ravan/contract';
import type { PackageKind } from '../../modules/commerce/catalog';

/** The demo password of every demo account; printed at start and in the README. */
export const DEMO_PASSWORD = 'ravan-demo-2026';

export const DEMO_PLATFORMS = [
  {
    id: 1,
    slug: 'ravan',
    name: 'روان',
    domain: null,
    currency: 'rial',
    location: 'IR',
    defaultLocale: 'fa',
    consentEnabled: true,
    consentVersion: '2026-01',
    isDefault: true,
  },
  {
    id: 2,
    slug: 'ravan-global',
    name: 'Ravan Global',
    domain: 'global.ravan.localhost',
    currency: 'dollar',
    location: 'CA',
    defaultLocale: 'en',
    consentEnabled: true,
    consentVersion: '2026-01',
    isDefault: false,
  },
  // SPEC.md: the platform with id 4 does not show the consent dialog.
  {
    id: 4,
    slug: 'ravan-partner',
    name: 'Ravan Partner',
    domain: 'partner.ravan.localhost',
    currency: 'euro',
    location: 'DE',
    defaultLocale: 'fa',
    consentEnabled: false,
    consentVersion: null,
    isDefault: false,
  },
] as const;

export const DEMO_ACCOUNTS: { role: Role; email: string; firstname: string; lastname: string }[] = [
  { role: 'client', email: 'client@ravan.demo', firstname: 'سارا', lastname: 'احمدی' },
  { role: 'therapist', email: 'therapist@ravan.demo', firstname: 'مریم', lastname: 'کاظمی' },
  { role: 'support', email: 'support@ravan.demo', firstname: 'علی', lastname: 'رضایی' },
  { role: 'admin', email: 'admin@ravan.demo', firstname: 'Admin', lastname: 'Ravan' },
];

export interface DemoTherapist {
  email: string;
  nameFa: string;
  nameEn: string;
  bioFa: string;
  bioEn: string;
  gender: Gender;
  tz: string;
  languages: string[];
  approaches: string[];
  fields: string[];
  isEvaluator: boolean;
  /** [weekday (0 = Sunday), start, end] in the therapist's own zone. */
  hours: [number, string, string][];
}

export const DEMO_THERAPISTS: DemoTherapist[] = [
  {
    email: 'therapist@ravan.demo',
    nameFa: 'دکتر مریم کاظمی',
    nameEn: 'Dr. Maryam Kazemi',
    bioFa: 'روان‌شناس بالینی با ۱۲ سال تجربه در درمان اضطراب و افسردگی.',
    bioEn: 'Clinical psychologist with 12 years of experience treating anxiety and depression.',
    gender: 'female',
    tz: 'Asia/Tehran',
    languages: ['fa', 'en'],
    approaches: ['CBT', 'ACT'],
    fields: ['Individual', 'Couple'],
    isEvaluator: false,
    hours: [
      [6, '09:00', '13:00'],
      [0, '16:00', '20:00'],
      [1, '16:00', '20:00'],
      [3, '10:00', '14:00'],
    ],
  },
  {
    email: 'reza.moradi@ravan.demo',
    nameFa: 'دکتر رضا مرادی',
    nameEn: 'Dr. Reza Moradi',
    bioFa: 'روان‌پزشک، متخصص اختلالات خلقی و خواب.',
    bioEn: 'Psychiatrist specialising in mood and sleep disorders.',
    gender: 'male',
    tz: 'Europe/Berlin',
    languages: ['fa', 'en', 'de'],
    approaches: ['Psychodynamic'],
    fields: ['Psychiatry', 'Individual'],
    isEvaluator: false,
    hours: [
      [1, '08:00', '12:00'],
      [2, '08:00', '12:00'],
      [4, '14:00', '18:00'],
    ],
  },
  {
    email: 'neda.sadeghi@ravan.demo',
    nameFa: 'نِدا صادقی',
    nameEn: 'Neda Sadeghi',
    bioFa: 'مشاور خانواده و کودک، درمانگر بازی.',
    bioEn: 'Family and child counsellor, play therapist.',
    gender: 'female',
    tz: 'America/Toronto',
    languages: ['fa', 'en'],
    approaches: ['Systemic', 'Play therapy'],
    fields: ['Family', 'Child and Adolescent'],
    isEvaluator: false,
    hours: [
      [2, '17:00', '21:00'],
      [4, '17:00', '21:00'],
      [6, '10:00', '14:00'],
    ],
  },
  {
    email: 'evaluator@ravan.demo',
    nameFa: 'آرش نوری',
    nameEn: 'Arash Nouri',
    bioFa: 'کارشناس ارزیابی اولیه؛ در جلسهٔ ۱۵ دقیقه‌ای کمک می‌کند درمانگر مناسب را پیدا کنید.',
    bioEn: 'Evaluation specialist: a 15-minute session to find the right therapist for you.',
    gender: 'male',
    tz: 'Asia/Tehran',
    languages: ['fa'],
    approaches: ['Assessment'],
    fields: ['Individual'],
    isEvaluator: true,
    hours: [
      [6, '10:00', '18:00'],
      [0, '10:00', '18:00'],
      [1, '10:00', '18:00'],
      [2, '10:00', '18:00'],
      [3, '10:00', '18:00'],
    ],
  },
];

/** Prices in minor units: whole toman for rial, cents for the others. */
type PriceList = Record<Currency, number>;

const perSession: PriceList = {
  rial: 950_000,
  dollar: 4_500,
  cad: 6_000,
  aud: 6_500,
  euro: 4_200,
  gbp: 3_600,
  try: 150_000,
};

function priced(
  sessions: number,
  discountPercent: number,
  base: PriceList = perSession,
): PriceList {
  const factor = sessions * (1 - discountPercent / 100);
  return Object.fromEntries(
    Object.entries(base).map(([currency, amount]) => {
      const step = currency === 'rial' ? 1_000 : 100;
      return [currency, Math.round((amount * factor) / step) * step];
    }),
  ) as PriceList;
}

export interface DemoPackage {
  kind: PackageKind;
  titleFa: string;
  titleEn: string;
  sessionCount: number;
  prices: PriceList;
}

export const DEMO_PACKAGES: DemoPackage[] = [
  {
    kind: 'therapy',
    titleFa: 'روان‌درمانی فردی — ۱ جلسه',
    titleEn: 'Individual therapy — 1 session',
    sessionCount: 1,
    prices: priced(1, 0),
  },
  {
    kind: 'therapy',
    titleFa: 'روان‌درمانی فردی — ۴ جلسه',
    titleEn: 'Individual therapy — 4 sessions',
    sessionCount: 4,
    prices: priced(4, 5),
  },
  {
    kind: 'therapy',
    titleFa: 'روان‌درمانی فردی — ۸ جلسه',
    titleEn: 'Individual therapy — 8 sessions',
    sessionCount: 8,
    prices: priced(8, 10),
  },
  {
    kind: 'therapy',
    titleFa: 'روان‌درمانی فردی — ۱۲ جلسه',
    titleEn: 'Individual therapy — 12 sessions',
    sessionCount: 12,
    prices: priced(12, 15),
  },
  {
    kind: 'couple',
    titleFa: 'زوج‌درمانی — ۴ جلسه',
    titleEn: 'Couple therapy — 4 sessions',
    sessionCount: 4,
    prices: priced(4, 0, priced(1, -30)),
  },
  {
    kind: 'family',
    titleFa: 'خانواده‌درمانی — ۴ جلسه',
    titleEn: 'Family therapy — 4 sessions',
    sessionCount: 4,
    prices: priced(4, 0, priced(1, -30)),
  },
  {
    kind: 'child',
    titleFa: 'کودک و نوجوان — ۴ جلسه',
    titleEn: 'Child and adolescent — 4 sessions',
    sessionCount: 4,
    prices: priced(4, 5),
  },
  {
    kind: 'psychiatry',
    titleFa: 'ویزیت روان‌پزشکی — ۱ جلسه',
    titleEn: 'Psychiatry visit — 1 session',
    sessionCount: 1,
    prices: priced(1, -20),
  },
  {
    kind: 'psychiatry',
    titleFa: 'ویزیت روان‌پزشکی — ۳ جلسه',
    titleEn: 'Psychiatry visit — 3 sessions',
    sessionCount: 3,
    prices: priced(3, -15),
  },
];

/** Admin-set rates: minor units of each currency per US dollar (for the 10-dollar invite gift). */
export const DEMO_EXCHANGE_RATES: Record<Currency, number> = {
  rial: 95_000,
  dollar: 100,
  cad: 138,
  aud: 152,
  euro: 92,
  gbp: 79,
  try: 3_400,
};

export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'percent' as const, percent: 10, maxUses: null, maxUsesPerUser: 1 },
  {
    code: 'NOWRUZ',
    kind: 'fixed' as const,
    percent: null,
    maxUses: 100,
    maxUsesPerUser: 1,
    amounts: { rial: 200_000, dollar: 1_000, euro: 900 },
  },
];

export const DEMO_GIFT_CODES = [
  { code: 'GIFT-DEMO-25', currency: 'dollar' as const, amountMinor: 2_500 },
];

/**
 * Where demo clients send bank transfers (demo numbers: valid in form, not real accounts): toman
 * and euro on the default platform, euro on the partner platform.
 */
export const DEMO_BANK_ACCOUNTS = [
  {
    platformId: 1,
    currency: 'rial' as const,
    holderName: 'شرکت روان‌درمانی روان',
    bankName: 'بانک ملت',
    iban: 'IR820540102680020817909002',
    cardNumber: '6104331234567890',
    sortOrder: 0,
  },
  {
    platformId: 1,
    currency: 'rial' as const,
    holderName: 'شرکت روان‌درمانی روان',
    bankName: 'بانک ملی',
    iban: null,
    cardNumber: '6037997512345670',
    sortOrder: 1,
  },
  {
    platformId: 1,
    currency: 'euro' as const,
    holderName: 'Ravan Care GmbH',
    bankName: 'Commerzbank',
    iban: 'DE89370400440532013000',
    cardNumber: null,
    sortOrder: 0,
  },
  {
    platformId: 4,
    currency: 'euro' as const,
    holderName: 'Ravan Partner GmbH',
    bankName: 'Commerzbank',
    iban: 'DE89370400440532013000',
    cardNumber: null,
    sortOrder: 0,
  },
];
