import { band, itemsOf, optionSet } from './define';
import type { Instrument } from './instrument';

/** Answer scale shared by PHQ-9 and GAD-7 (both score it 0–3). */
export const overTwoWeeksOptions = optionSet([
  [0, 'اصلاً', 'Not at all'],
  [1, 'چند روز', 'Several days'],
  [2, 'بیش از نیمی از روزها', 'More than half the days'],
  [3, 'تقریباً هر روز', 'Nearly every day'],
]);

/** The question both ask before their items. */
export const overTwoWeeks = {
  fa: 'در دو هفتهٔ گذشته، هر یک از مشکلات زیر چند وقت یک‌بار آزارتان داده است؟',
  en: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
};

/** Patient Health Questionnaire-9: depression severity, 0–27, bands at 5/10/15/20. */
export const phq9: Instrument = {
  id: 'phq9',
  version: 1,
  title: { fa: 'پرسش‌نامهٔ سلامت بیمار (PHQ-9)', en: 'Patient Health Questionnaire (PHQ-9)' },
  shortTitle: { fa: 'افسردگی (PHQ-9)', en: 'Depression (PHQ-9)' },
  instructions: overTwoWeeks,
  source: {
    citation:
      'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.',
    licence:
      'Developed by Drs. Spitzer, Williams, Kroenke and colleagues with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: { frequency: overTwoWeeksOptions },
  items: [
    ...itemsOf('frequency', [
      [
        '1',
        'علاقه یا لذت کمی به انجام کارها داشته‌اید',
        'Little interest or pleasure in doing things',
      ],
      ['2', 'احساس غم، افسردگی یا ناامیدی کرده‌اید', 'Feeling down, depressed, or hopeless'],
      [
        '3',
        'در به خواب رفتن یا در خواب ماندن مشکل داشته‌اید، یا بیش از حد خوابیده‌اید',
        'Trouble falling or staying asleep, or sleeping too much',
      ],
      ['4', 'احساس خستگی یا کم‌انرژی بودن داشته‌اید', 'Feeling tired or having little energy'],
      ['5', 'کم‌اشتهایی یا پرخوری داشته‌اید', 'Poor appetite or overeating'],
      [
        '6',
        'دربارهٔ خودتان احساس بدی داشته‌اید، یا احساس کرده‌اید آدم شکست‌خورده‌ای هستید یا خودتان یا خانواده‌تان را ناامید کرده‌اید',
        'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      ],
      [
        '7',
        'در تمرکز روی کارهایی مثل خواندن روزنامه یا تماشای تلویزیون مشکل داشته‌اید',
        'Trouble concentrating on things, such as reading the newspaper or watching television',
      ],
      [
        '8',
        'آن‌قدر آهسته حرکت کرده یا حرف زده‌اید که دیگران متوجه شده باشند؛ یا برعکس، آن‌قدر بی‌قرار و ناآرام بوده‌اید که خیلی بیشتر از معمول این‌طرف و آن‌طرف رفته‌اید',
        'Moving or speaking so slowly that other people could have noticed; or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      ],
    ]),
    {
      id: '9',
      options: 'frequency',
      riskFrom: 1,
      text: {
        fa: 'به این فکر کرده‌اید که بهتر است بمیرید، یا این‌که به نوعی به خودتان آسیب بزنید',
        en: 'Thoughts that you would be better off dead, or of hurting yourself in some way',
      },
    },
  ],
  scoring: {
    bands: [
      band(
        'minimal',
        [0, 4],
        ['کم یا بدون نشانه', 'Minimal'],
        [
          'نشانه‌های افسردگی در این دو هفته کم بوده است. اگر حالتان تغییر کرد، می‌توانید دوباره این پرسش‌نامه را پر کنید.',
          'Few signs of depression over these two weeks. If the way you feel changes, you can take this questionnaire again.',
        ],
      ),
      band(
        'mild',
        [5, 9],
        ['خفیف', 'Mild'],
        [
          'نشانه‌های خفیفی از افسردگی دارید. پیگیری حالتان در هفته‌های آینده و گفت‌وگو با درمانگر می‌تواند کمک کند.',
          'You have mild signs of depression. Keeping an eye on how you feel over the coming weeks and talking with a therapist can help.',
        ],
      ),
      band(
        'moderate',
        [10, 14],
        ['متوسط', 'Moderate'],
        [
          'نشانه‌های افسردگی در حد متوسط است. جلسه‌های درمانی برای چنین وضعیتی مفید شناخته شده‌اند؛ نتیجه را با درمانگرتان در میان بگذارید.',
          'Your signs of depression are moderate. Therapy is known to help at this level; share this result with your therapist.',
        ],
      ),
      band(
        'moderately_severe',
        [15, 19],
        ['نسبتاً شدید', 'Moderately severe'],
        [
          'نشانه‌های افسردگی نسبتاً شدید است. بهتر است هرچه زودتر با درمانگر صحبت کنید تا با هم برنامهٔ درمانی مناسبی بچینید.',
          'Your signs of depression are moderately severe. It is best to speak with a therapist soon to plan the right care together.',
        ],
      ),
      band(
        'severe',
        [20, 27],
        ['شدید', 'Severe'],
        [
          'نشانه‌های افسردگی شدید است. لطفاً همین حالا با درمانگر یا پزشک تماس بگیرید؛ لازم نیست این را تنها تحمل کنید.',
          'Your signs of depression are severe. Please contact a therapist or doctor now; you do not have to carry this alone.',
        ],
      ),
    ],
  },
};
