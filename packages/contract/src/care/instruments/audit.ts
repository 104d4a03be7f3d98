import { band, itemsOf, optionSet } from './define';
import type { Instrument } from './instrument';

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
    howOften: optionSet([
      [0, 'هرگز', 'Never'],
      [1, 'ماهی یک‌بار یا کمتر', 'Monthly or less'],
      [2, 'ماهی ۲ تا ۴ بار', '2 to 4 times a month'],
      [3, 'هفته‌ای ۲ یا ۳ بار', '2 to 3 times a week'],
      [4, 'هفته‌ای ۴ بار یا بیشتر', '4 or more times a week'],
    ]),
    howMany: optionSet([
      [0, '۱ یا ۲', '1 or 2'],
      [1, '۳ یا ۴', '3 or 4'],
      [2, '۵ یا ۶', '5 or 6'],
      [3, '۷ تا ۹', '7 to 9'],
      [4, '۱۰ یا بیشتر', '10 or more'],
    ]),
    frequency: optionSet([
      [0, 'هرگز', 'Never'],
      [1, 'کمتر از ماهی یک‌بار', 'Less than monthly'],
      [2, 'ماهی یک‌بار', 'Monthly'],
      [3, 'هفته‌ای یک‌بار', 'Weekly'],
      [4, 'هر روز یا تقریباً هر روز', 'Daily or almost daily'],
    ]),
    yesNo: optionSet([
      [0, 'نه', 'No'],
      [2, 'بله، ولی نه در سال گذشته', 'Yes, but not in the last year'],
      [4, 'بله، در سال گذشته', 'Yes, during the last year'],
    ]),
  },
  items: [
    ...itemsOf('howOften', [
      [
        '1',
        'هر چند وقت یک‌بار نوشیدنی الکلی می‌نوشید؟',
        'How often do you have a drink containing alcohol?',
      ],
    ]),
    ...itemsOf('howMany', [
      [
        '2',
        'در یک روز معمولی که می‌نوشید، چند پیک نوشیدنی الکلی می‌نوشید؟',
        'How many drinks containing alcohol do you have on a typical day when you are drinking?',
      ],
    ]),
    ...itemsOf('frequency', [
      [
        '3',
        'هر چند وقت یک‌بار در یک نوبت شش پیک یا بیشتر می‌نوشید؟',
        'How often do you have six or more drinks on one occasion?',
      ],
      [
        '4',
        'در سال گذشته هر چند وقت یک‌بار پیش آمده که وقتی نوشیدن را شروع کرده‌اید، نتوانسته‌اید آن را متوقف کنید؟',
        'How often during the last year have you found that you were not able to stop drinking once you had started?',
      ],
      [
        '5',
        'در سال گذشته هر چند وقت یک‌بار به‌خاطر نوشیدن، کاری را که معمولاً از شما انتظار می‌رفت انجام نداده‌اید؟',
        'How often during the last year have you failed to do what was normally expected from you because of drinking?',
      ],
      [
        '6',
        'در سال گذشته هر چند وقت یک‌بار پس از یک نوبت نوشیدن زیاد، صبح برای راه افتادن به نوشیدنی نیاز داشته‌اید؟',
        'How often during the last year have you needed a first drink in the morning to get yourself going after a heavy drinking session?',
      ],
      [
        '7',
        'در سال گذشته هر چند وقت یک‌بار پس از نوشیدن احساس گناه یا پشیمانی کرده‌اید؟',
        'How often during the last year have you had a feeling of guilt or remorse after drinking?',
      ],
      [
        '8',
        'در سال گذشته هر چند وقت یک‌بار به‌خاطر نوشیدن نتوانسته‌اید به یاد بیاورید شب قبل چه اتفاقی افتاده است؟',
        'How often during the last year have you been unable to remember what happened the night before because you had been drinking?',
      ],
    ]),
    ...itemsOf('yesNo', [
      [
        '9',
        'آیا شما یا کس دیگری به‌خاطر نوشیدن شما آسیب دیده‌اید؟',
        'Have you or someone else been injured as a result of your drinking?',
      ],
      [
        '10',
        'آیا یکی از خویشاوندان، دوستان، پزشک یا کادر درمان نگران نوشیدن شما بوده یا پیشنهاد کرده آن را کم کنید؟',
        'Has a relative or friend, or a doctor or another health worker, been concerned about your drinking or suggested you cut down?',
      ],
    ]),
  ],
  scoring: {
    bands: [
      band(
        'zone_1',
        [0, 7],
        ['کم‌خطر', 'Low risk'],
        ['الگوی مصرف شما کم‌خطر است.', 'Your drinking pattern is low risk.'],
      ),
      band(
        'zone_2',
        [8, 15],
        ['مصرف پرخطر', 'Hazardous drinking'],
        [
          'الگوی مصرف شما می‌تواند برای سلامتتان خطر داشته باشد. کم کردن مصرف توصیه می‌شود؛ درمانگرتان می‌تواند در این راه کمک کند.',
          'Your drinking may put your health at risk. Cutting down is advised; your therapist can help you with it.',
        ],
      ),
      band(
        'zone_3',
        [16, 19],
        ['مصرف آسیب‌زا', 'Harmful drinking'],
        [
          'مصرف شما احتمالاً به سلامتتان آسیب می‌زند. گفت‌وگو با درمانگر یا پزشک و پیگیری منظم توصیه می‌شود.',
          'Your drinking is likely harming your health. Talking with a therapist or doctor and regular follow-up are advised.',
        ],
      ),
      band(
        'zone_4',
        [20, 40],
        ['احتمال وابستگی', 'Possible dependence'],
        [
          'نمرهٔ شما با احتمال وابستگی به الکل همخوان است. لطفاً برای ارزیابی دقیق‌تر با پزشک یا متخصص صحبت کنید.',
          'Your score fits possible alcohol dependence. Please speak with a doctor or specialist for a fuller assessment.',
        ],
      ),
    ],
  },
};
