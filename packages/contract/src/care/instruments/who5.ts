import { band, itemsOf, optionSet } from './define';
import type { Instrument } from './instrument';

/** WHO-5 Well-Being Index: raw 0–25, times 4 to a 0–100 percentage; higher is better. */
export const who5: Instrument = {
  id: 'who5',
  version: 1,
  title: { fa: 'شاخص بهزیستی سازمان جهانی بهداشت (WHO-5)', en: 'WHO-5 Well-Being Index' },
  shortTitle: { fa: 'بهزیستی (WHO-5)', en: 'Well-being (WHO-5)' },
  instructions: {
    fa: 'برای هر یک از پنج جملهٔ زیر، گزینه‌ای را انتخاب کنید که به حال شما در دو هفتهٔ گذشته نزدیک‌تر است.',
    en: 'For each of the five statements, choose the answer closest to how you have been feeling over the last two weeks.',
  },
  source: {
    citation:
      'World Health Organization. Wellbeing Measures in Primary Health Care: The DepCare Project. WHO Regional Office for Europe, 1998. Topp CW et al. The WHO-5 Well-Being Index: a systematic review of the literature. Psychother Psychosom. 2015;84:167-176.',
    licence:
      'Psychiatric Research Unit, Mental Health Centre North Zealand: free to use, with acknowledgement (CC BY-NC-SA 3.0).',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: {
    time: optionSet([
      [5, 'همیشه', 'All of the time'],
      [4, 'بیشتر وقت‌ها', 'Most of the time'],
      [3, 'بیش از نیمی از وقت‌ها', 'More than half of the time'],
      [2, 'کمتر از نیمی از وقت‌ها', 'Less than half of the time'],
      [1, 'گاهی', 'Some of the time'],
      [0, 'هیچ‌وقت', 'At no time'],
    ]),
  },
  items: itemsOf('time', [
    ['1', 'شاد و سرحال بوده‌ام', 'I have felt cheerful and in good spirits'],
    ['2', 'آرام و آسوده بوده‌ام', 'I have felt calm and relaxed'],
    ['3', 'فعال و پرانرژی بوده‌ام', 'I have felt active and vigorous'],
    ['4', 'صبح‌ها سرحال و استراحت‌کرده بیدار شده‌ام', 'I woke up feeling fresh and rested'],
    [
      '5',
      'زندگی روزمره‌ام پر از چیزهایی بوده که برایم جالب‌اند',
      'My daily life has been filled with things that interest me',
    ],
  ]),
  scoring: {
    multiplier: 4,
    higherIsBetter: true,
    bands: [
      band(
        'likely_depression',
        [0, 28],
        ['بهزیستی بسیار پایین', 'Very low well-being'],
        [
          'نمرهٔ ۲۸ یا کمتر معمولاً با افسردگی همراه است. پیشنهاد می‌کنیم پرسش‌نامهٔ PHQ-9 را هم پر کنید و با درمانگر صحبت کنید.',
          'A score of 28 or less often goes with depression. We suggest also taking the PHQ-9 and talking with a therapist.',
        ],
      ),
      band(
        'low',
        [29, 50],
        ['بهزیستی پایین', 'Low well-being'],
        [
          'بهزیستی شما این روزها پایین است. گفت‌وگو با درمانگر دربارهٔ آنچه حالتان را تحت تأثیر گذاشته می‌تواند کمک کند.',
          'Your well-being is low these days. Talking with a therapist about what has been affecting you can help.',
        ],
      ),
      band(
        'adequate',
        [51, 100],
        ['بهزیستی مناسب', 'Good well-being'],
        [
          'بهزیستی شما در دو هفتهٔ گذشته در محدودهٔ مناسبی بوده است.',
          'Your well-being over the last two weeks has been in a good range.',
        ],
      ),
    ],
  },
};
