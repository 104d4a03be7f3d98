import type { Instrument } from './instrument';

const IN_THE_LAST_YEAR = {
  fa: 'در سال گذشته هر چند وقت یک‌بار',
  en: 'How often during the last year',
};

/** Alcohol Use Disorders Identification Test: 10 items, 0–40, WHO risk zones I–IV. */
export const audit: Instrument = {
  id: 'audit',
  version: 1,
  title: {
    fa: 'آزمون شناسایی اختلال‌های مصرف الکل (AUDIT)',
    en: 'Alcohol Use Disorders Identification Test (AUDIT)',
  },
  shortTitle: { fa: 'مصرف الکل (AUDIT)', en: 'Alcohol use (AUDIT)' },
  instructions: {
    fa: 'مصرف الکل می‌تواند بر سلامت شما اثر بگذارد و با برخی داروها و درمان‌ها تداخل داشته باشد. این پرسش‌ها دربارهٔ نوشیدنی‌های الکلی در سال گذشته است. یک پیک یعنی یک نوشیدنی استاندارد (مثلاً یک لیوان آبجو یا یک گیلاس شراب).',
    en: 'Alcohol can affect your health and interfere with some medicines and treatments. These questions are about alcoholic drinks during the past year. One drink means one standard drink (for example, a glass of beer or of wine).',
  },
  source: {
    citation:
      'Babor TF, Higgins-Biddle JC, Saunders JB, Monteiro MG. AUDIT: The Alcohol Use Disorders Identification Test. Guidelines for Use in Primary Care. 2nd ed. World Health Organization; 2001.',
    licence: 'World Health Organization: free to use without permission.',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: {
    howOften: [
      { value: 0, label: { fa: 'هرگز', en: 'Never' } },
      { value: 1, label: { fa: 'ماهی یک‌بار یا کمتر', en: 'Monthly or less' } },
      { value: 2, label: { fa: 'ماهی ۲ تا ۴ بار', en: '2 to 4 times a month' } },
      { value: 3, label: { fa: 'هفته‌ای ۲ یا ۳ بار', en: '2 to 3 times a week' } },
      { value: 4, label: { fa: 'هفته‌ای ۴ بار یا بیشتر', en: '4 or more times a week' } },
    ],
    howMany: [
      { value: 0, label: { fa: '۱ یا ۲', en: '1 or 2' } },
      { value: 1, label: { fa: '۳ یا ۴', en: '3 or 4' } },
      { value: 2, label: { fa: '۵ یا ۶', en: '5 or 6' } },
      { value: 3, label: { fa: '۷ تا ۹', en: '7 to 9' } },
      { value: 4, label: { fa: '۱۰ یا بیشتر', en: '10 or more' } },
    ],
    frequency: [
      { value: 0, label: { fa: 'هرگز', en: 'Never' } },
      { value: 1, label: { fa: 'کمتر از ماهی یک‌بار', en: 'Less than monthly' } },
      { value: 2, label: { fa: 'ماهی یک‌بار', en: 'Monthly' } },
      { value: 3, label: { fa: 'هفته‌ای یک‌بار', en: 'Weekly' } },
      { value: 4, label: { fa: 'هر روز یا تقریباً هر روز', en: 'Daily or almost daily' } },
    ],
    yesNo: [
      { value: 0, label: { fa: 'نه', en: 'No' } },
      { value: 2, label: { fa: 'بله، ولی نه در سال گذشته', en: 'Yes, but not in the last year' } },
      { value: 4, label: { fa: 'بله، در سال گذشته', en: 'Yes, during the last year' } },
    ],
  },
  items: [
    {
      id: '1',
      options: 'howOften',
      text: {
        fa: 'هر چند وقت یک‌بار نوشیدنی الکلی می‌نوشید؟',
        en: 'How often do you have a drink containing alcohol?',
      },
    },
    {
      id: '2',
      options: 'howMany',
      text: {
        fa: 'در یک روز معمولی که می‌نوشید، چند پیک نوشیدنی الکلی می‌نوشید؟',
        en: 'How many drinks containing alcohol do you have on a typical day when you are drinking?',
      },
    },
    {
      id: '3',
      options: 'frequency',
      text: {
        fa: 'هر چند وقت یک‌بار در یک نوبت شش پیک یا بیشتر می‌نوشید؟',
        en: 'How often do you have six or more drinks on one occasion?',
      },
    },
    ...(
      [
        [
          '4',
          'پیش آمده که وقتی نوشیدن را شروع کرده‌اید، نتوانسته‌اید آن را متوقف کنید؟',
          'have you found that you were not able to stop drinking once you had started?',
        ],
        [
          '5',
          'به‌خاطر نوشیدن، کاری را که معمولاً از شما انتظار می‌رفت انجام نداده‌اید؟',
          'have you failed to do what was normally expected from you because of drinking?',
        ],
        [
          '6',
          'پس از یک نوبت نوشیدن زیاد، صبح برای راه افتادن به نوشیدنی نیاز داشته‌اید؟',
          'have you needed a first drink in the morning to get yourself going after a heavy drinking session?',
        ],
        [
          '7',
          'پس از نوشیدن احساس گناه یا پشیمانی کرده‌اید؟',
          'have you had a feeling of guilt or remorse after drinking?',
        ],
        [
          '8',
          'به‌خاطر نوشیدن نتوانسته‌اید به یاد بیاورید شب قبل چه اتفاقی افتاده است؟',
          'have you been unable to remember what happened the night before because you had been drinking?',
        ],
      ] as const
    ).map(([id, fa, en]) => ({
      id,
      options: 'frequency',
      text: { fa: `${IN_THE_LAST_YEAR.fa} ${fa}`, en: `${IN_THE_LAST_YEAR.en} ${en}` },
    })),
    {
      id: '9',
      options: 'yesNo',
      text: {
        fa: 'آیا شما یا کس دیگری به‌خاطر نوشیدن شما آسیب دیده‌اید؟',
        en: 'Have you or someone else been injured as a result of your drinking?',
      },
    },
    {
      id: '10',
      options: 'yesNo',
      text: {
        fa: 'آیا یکی از خویشاوندان، دوستان، پزشک یا کادر درمان نگران نوشیدن شما بوده یا پیشنهاد کرده آن را کم کنید؟',
        en: 'Has a relative or friend, or a doctor or another health worker, been concerned about your drinking or suggested you cut down?',
      },
    },
  ],
  scoring: {
    bands: [
      {
        id: 'zone_1',
        min: 0,
        max: 7,
        label: { fa: 'کم‌خطر', en: 'Low risk' },
        interpretation: {
          fa: 'الگوی مصرف شما کم‌خطر است.',
          en: 'Your drinking pattern is low risk.',
        },
      },
      {
        id: 'zone_2',
        min: 8,
        max: 15,
        label: { fa: 'مصرف پرخطر', en: 'Hazardous drinking' },
        interpretation: {
          fa: 'الگوی مصرف شما می‌تواند برای سلامتتان خطر داشته باشد. کم کردن مصرف توصیه می‌شود؛ درمانگرتان می‌تواند در این راه کمک کند.',
          en: 'Your drinking may put your health at risk. Cutting down is advised; your therapist can help you with it.',
        },
      },
      {
        id: 'zone_3',
        min: 16,
        max: 19,
        label: { fa: 'مصرف آسیب‌زا', en: 'Harmful drinking' },
        interpretation: {
          fa: 'مصرف شما احتمالاً به سلامتتان آسیب می‌زند. گفت‌وگو با درمانگر یا پزشک و پیگیری منظم توصیه می‌شود.',
          en: 'Your drinking is likely harming your health. Talking with a therapist or doctor and regular follow-up are advised.',
        },
      },
      {
        id: 'zone_4',
        min: 20,
        max: 40,
        label: { fa: 'احتمال وابستگی', en: 'Possible dependence' },
        interpretation: {
          fa: 'نمرهٔ شما با احتمال وابستگی به الکل همخوان است. لطفاً برای ارزیابی دقیق‌تر با پزشک یا متخصص صحبت کنید.',
          en: 'Your score fits possible alcohol dependence. Please speak with a doctor or specialist for a fuller assessment.',
        },
      },
    ],
  },
};
