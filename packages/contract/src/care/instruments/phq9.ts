import type { Instrument } from './instrument';

const TWO_WEEKS = {
  fa: 'در دو هفتهٔ گذشته، هر یک از مشکلات زیر چند وقت یک‌بار آزارتان داده است؟',
  en: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
};

/** Answer scale shared by PHQ-9 and GAD-7 (both score it 0–3). */
export const overTwoWeeksOptions = [
  { value: 0, label: { fa: 'اصلاً', en: 'Not at all' } },
  { value: 1, label: { fa: 'چند روز', en: 'Several days' } },
  { value: 2, label: { fa: 'بیش از نیمی از روزها', en: 'More than half the days' } },
  { value: 3, label: { fa: 'تقریباً هر روز', en: 'Nearly every day' } },
] as const;

export const screeningNote = {
  fa: 'این یک پرسش‌نامهٔ غربالگری است، نه تشخیص. نتیجه را با درمانگرتان در میان بگذارید.',
  en: 'This is a screening questionnaire, not a diagnosis. Talk your result over with your therapist.',
};

/** Patient Health Questionnaire-9: depression severity, 0–27, bands at 5/10/15/20. */
export const phq9: Instrument = {
  id: 'phq9',
  version: 1,
  title: { fa: 'پرسش‌نامهٔ سلامت بیمار (PHQ-9)', en: 'Patient Health Questionnaire (PHQ-9)' },
  shortTitle: { fa: 'افسردگی (PHQ-9)', en: 'Depression (PHQ-9)' },
  instructions: TWO_WEEKS,
  source: {
    citation:
      'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.',
    licence:
      'Developed by Drs. Spitzer, Williams, Kroenke and colleagues with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: { frequency: overTwoWeeksOptions },
  items: [
    {
      id: '1',
      options: 'frequency',
      text: {
        fa: 'علاقه یا لذت کمی به انجام کارها داشته‌اید',
        en: 'Little interest or pleasure in doing things',
      },
    },
    {
      id: '2',
      options: 'frequency',
      text: {
        fa: 'احساس غم، افسردگی یا ناامیدی کرده‌اید',
        en: 'Feeling down, depressed, or hopeless',
      },
    },
    {
      id: '3',
      options: 'frequency',
      text: {
        fa: 'در به خواب رفتن یا در خواب ماندن مشکل داشته‌اید، یا بیش از حد خوابیده‌اید',
        en: 'Trouble falling or staying asleep, or sleeping too much',
      },
    },
    {
      id: '4',
      options: 'frequency',
      text: {
        fa: 'احساس خستگی یا کم‌انرژی بودن داشته‌اید',
        en: 'Feeling tired or having little energy',
      },
    },
    {
      id: '5',
      options: 'frequency',
      text: { fa: 'کم‌اشتهایی یا پرخوری داشته‌اید', en: 'Poor appetite or overeating' },
    },
    {
      id: '6',
      options: 'frequency',
      text: {
        fa: 'دربارهٔ خودتان احساس بدی داشته‌اید، یا احساس کرده‌اید آدم شکست‌خورده‌ای هستید یا خودتان یا خانواده‌تان را ناامید کرده‌اید',
        en: 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      },
    },
    {
      id: '7',
      options: 'frequency',
      text: {
        fa: 'در تمرکز روی کارهایی مثل خواندن روزنامه یا تماشای تلویزیون مشکل داشته‌اید',
        en: 'Trouble concentrating on things, such as reading the newspaper or watching television',
      },
    },
    {
      id: '8',
      options: 'frequency',
      text: {
        fa: 'آن‌قدر آهسته حرکت کرده یا حرف زده‌اید که دیگران متوجه شده باشند؛ یا برعکس، آن‌قدر بی‌قرار و ناآرام بوده‌اید که خیلی بیشتر از معمول این‌طرف و آن‌طرف رفته‌اید',
        en: 'Moving or speaking so slowly that other people could have noticed; or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      },
    },
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
      {
        id: 'minimal',
        min: 0,
        max: 4,
        label: { fa: 'کم یا بدون نشانه', en: 'Minimal' },
        interpretation: {
          fa: 'نشانه‌های افسردگی در این دو هفته کم بوده است. اگر حالتان تغییر کرد، می‌توانید دوباره این پرسش‌نامه را پر کنید.',
          en: 'Few signs of depression over these two weeks. If the way you feel changes, you can take this questionnaire again.',
        },
      },
      {
        id: 'mild',
        min: 5,
        max: 9,
        label: { fa: 'خفیف', en: 'Mild' },
        interpretation: {
          fa: 'نشانه‌های خفیفی از افسردگی دارید. پیگیری حالتان در هفته‌های آینده و گفت‌وگو با درمانگر می‌تواند کمک کند.',
          en: 'You have mild signs of depression. Keeping an eye on how you feel over the coming weeks and talking with a therapist can help.',
        },
      },
      {
        id: 'moderate',
        min: 10,
        max: 14,
        label: { fa: 'متوسط', en: 'Moderate' },
        interpretation: {
          fa: 'نشانه‌های افسردگی در حد متوسط است. جلسه‌های درمانی برای چنین وضعیتی مفید شناخته شده‌اند؛ نتیجه را با درمانگرتان در میان بگذارید.',
          en: 'Your signs of depression are moderate. Therapy is known to help at this level; share this result with your therapist.',
        },
      },
      {
        id: 'moderately_severe',
        min: 15,
        max: 19,
        label: { fa: 'نسبتاً شدید', en: 'Moderately severe' },
        interpretation: {
          fa: 'نشانه‌های افسردگی نسبتاً شدید است. بهتر است هرچه زودتر با درمانگر صحبت کنید تا با هم برنامهٔ درمانی مناسبی بچینید.',
          en: 'Your signs of depression are moderately severe. It is best to speak with a therapist soon to plan the right care together.',
        },
      },
      {
        id: 'severe',
        min: 20,
        max: 27,
        label: { fa: 'شدید', en: 'Severe' },
        interpretation: {
          fa: 'نشانه‌های افسردگی شدید است. لطفاً همین حالا با درمانگر یا پزشک تماس بگیرید؛ لازم نیست این را تنها تحمل کنید.',
          en: 'Your signs of depression are severe. Please contact a therapist or doctor now; you do not have to carry this alone.',
        },
      },
    ],
  },
};
