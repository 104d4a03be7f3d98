import { band, itemsOf } from './define';
import type { Instrument } from './instrument';
import { overTwoWeeks, overTwoWeeksOptions } from './phq9';

/** Generalized Anxiety Disorder-7: anxiety severity, 0–21, bands at 5/10/15. */
export const gad7: Instrument = {
  id: 'gad7',
  version: 1,
  title: {
    fa: 'پرسش‌نامهٔ اضطراب فراگیر (GAD-7)',
    en: 'Generalized Anxiety Disorder scale (GAD-7)',
  },
  shortTitle: { fa: 'اضطراب (GAD-7)', en: 'Anxiety (GAD-7)' },
  instructions: overTwoWeeks,
  source: {
    citation:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.',
    licence:
      'Developed with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: { frequency: overTwoWeeksOptions },
  items: itemsOf('frequency', [
    ['1', 'احساس عصبی بودن، اضطراب یا تنش', 'Feeling nervous, anxious, or on edge'],
    ['2', 'نتوانستن در متوقف کردن یا مهار نگرانی', 'Not being able to stop or control worrying'],
    ['3', 'نگرانی بیش از حد دربارهٔ چیزهای مختلف', 'Worrying too much about different things'],
    ['4', 'دشواری در آرام گرفتن', 'Trouble relaxing'],
    [
      '5',
      'آن‌قدر بی‌قرار بودن که آرام نشستن سخت باشد',
      'Being so restless that it is hard to sit still',
    ],
    ['6', 'زود رنجیدن یا تحریک‌پذیری', 'Becoming easily annoyed or irritable'],
    [
      '7',
      'احساس ترس، انگار اتفاق وحشتناکی در راه است',
      'Feeling afraid, as if something awful might happen',
    ],
  ]),
  scoring: {
    bands: [
      band(
        'minimal',
        [0, 4],
        ['کم یا بدون نشانه', 'Minimal'],
        [
          'نشانه‌های اضطراب در این دو هفته کم بوده است.',
          'Few signs of anxiety over these two weeks.',
        ],
      ),
      band(
        'mild',
        [5, 9],
        ['خفیف', 'Mild'],
        [
          'نشانه‌های خفیفی از اضطراب دارید. تمرین‌های آرام‌سازی و گفت‌وگو با درمانگر می‌تواند کمک کند.',
          'You have mild signs of anxiety. Relaxation exercises and talking with a therapist can help.',
        ],
      ),
      band(
        'moderate',
        [10, 14],
        ['متوسط', 'Moderate'],
        [
          'نشانه‌های اضطراب در حد متوسط است. نتیجه را با درمانگرتان در میان بگذارید تا با هم راه مناسبی پیدا کنید.',
          'Your signs of anxiety are moderate. Share this result with your therapist to find the right way forward together.',
        ],
      ),
      band(
        'severe',
        [15, 21],
        ['شدید', 'Severe'],
        [
          'نشانه‌های اضطراب شدید است. بهتر است هرچه زودتر با درمانگر یا پزشک صحبت کنید.',
          'Your signs of anxiety are severe. It is best to speak with a therapist or doctor soon.',
        ],
      ),
    ],
  },
};
