import { band, itemsOf, optionSet } from './define';
import type { Instrument } from './instrument';

const ITEMS: [string, string, string][] = [
  [
    '1',
    'خاطره‌های تکرارشونده، آزاردهنده و ناخواسته از آن تجربهٔ پراسترس',
    'Repeated, disturbing, and unwanted memories of the stressful experience',
  ],
  [
    '2',
    'خواب‌های تکرارشونده و آزاردهنده دربارهٔ آن تجربه',
    'Repeated, disturbing dreams of the stressful experience',
  ],
  [
    '3',
    'این‌که ناگهان احساس کنید یا طوری رفتار کنید که انگار آن تجربه دوباره دارد اتفاق می‌افتد (انگار دوباره همان‌جا هستید و آن را از نو می‌گذرانید)',
    'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)',
  ],
  [
    '4',
    'ناراحتی شدید وقتی چیزی آن تجربه را به یادتان می‌آورد',
    'Feeling very upset when something reminded you of the stressful experience',
  ],
  [
    '5',
    'واکنش‌های بدنی شدید وقتی چیزی آن تجربه را به یادتان می‌آورد (مثلاً تپش قلب، تنگی نفس، عرق کردن)',
    'Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)',
  ],
  [
    '6',
    'دوری کردن از خاطره‌ها، فکرها یا احساس‌های مربوط به آن تجربه',
    'Avoiding memories, thoughts, or feelings related to the stressful experience',
  ],
  [
    '7',
    'دوری کردن از چیزهای بیرونی که آن تجربه را یادآوری می‌کنند (مثلاً آدم‌ها، مکان‌ها، گفت‌وگوها، فعالیت‌ها، اشیا یا موقعیت‌ها)',
    'Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)',
  ],
  [
    '8',
    'دشواری در به یاد آوردن بخش‌های مهم آن تجربه',
    'Trouble remembering important parts of the stressful experience',
  ],
  [
    '9',
    'باورهای منفی و شدید دربارهٔ خودتان، دیگران یا دنیا (مثلاً فکرهایی مثل «من آدم بدی هستم»، «یک جای کارم به‌شدت ایراد دارد»، «به هیچ‌کس نمی‌شود اعتماد کرد»، «دنیا سراسر خطرناک است»)',
    'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)',
  ],
  [
    '10',
    'سرزنش کردن خودتان یا کس دیگری برای آن تجربه یا اتفاق‌هایی که بعد از آن افتاد',
    'Blaming yourself or someone else for the stressful experience or what happened after it',
  ],
  [
    '11',
    'احساس‌های منفی شدید مثل ترس، وحشت، خشم، گناه یا شرم',
    'Having strong negative feelings such as fear, horror, anger, guilt, or shame',
  ],
  [
    '12',
    'از دست دادن علاقه به فعالیت‌هایی که قبلاً از آن‌ها لذت می‌بردید',
    'Loss of interest in activities that you used to enjoy',
  ],
  ['13', 'احساس دوری یا بریدگی از دیگران', 'Feeling distant or cut off from other people'],
  [
    '14',
    'دشواری در تجربهٔ احساس‌های مثبت (مثلاً نتوانستن در احساس شادی یا محبت به نزدیکانتان)',
    'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)',
  ],
  [
    '15',
    'رفتار تحریک‌پذیر، فوران خشم یا رفتار پرخاشگرانه',
    'Irritable behavior, angry outbursts, or acting aggressively',
  ],
  [
    '16',
    'خطر کردن بیش از حد یا انجام کارهایی که می‌توانست به شما آسیب بزند',
    'Taking too many risks or doing things that could cause you harm',
  ],
  [
    '17',
    'گوش‌به‌زنگی بیش از حد، یا همیشه مراقب و در حالت آماده‌باش بودن',
    'Being “superalert” or watchful or on guard',
  ],
  ['18', 'از جا پریدن یا زود یکه خوردن', 'Feeling jumpy or easily startled'],
  ['19', 'دشواری در تمرکز', 'Having difficulty concentrating'],
  ['20', 'دشواری در به خواب رفتن یا در خواب ماندن', 'Trouble falling or staying asleep'],
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/** PTSD Checklist for DSM-5: 20 items scored 0–4, total 0–80, provisional cut-off 33. */
export const pcl5: Instrument = {
  id: 'pcl5',
  version: 1,
  title: {
    fa: 'فهرست نشانه‌های استرس پس از سانحه (PCL-5)',
    en: 'PTSD Checklist for DSM-5 (PCL-5)',
  },
  shortTitle: { fa: 'استرس پس از سانحه (PCL-5)', en: 'Post-traumatic stress (PCL-5)' },
  instructions: {
    fa: 'در زیر فهرستی از مشکلاتی آمده که آدم‌ها گاهی پس از یک تجربهٔ بسیار پراسترس دارند. هر مورد را با دقت بخوانید و بگویید در ماه گذشته چقدر آزارتان داده است.',
    en: 'Below is a list of problems that people sometimes have in response to a very stressful experience. Read each one carefully and choose how much you have been bothered by that problem in the past month.',
  },
  source: {
    citation:
      'Weathers FW, Litz BT, Keane TM, Palmieri PA, Marx BP, Schnurr PP. The PTSD Checklist for DSM-5 (PCL-5). National Center for PTSD, 2013.',
    licence: 'Public domain (a work of the U.S. Department of Veterans Affairs).',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: {
    bother: optionSet([
      [0, 'اصلاً', 'Not at all'],
      [1, 'کمی', 'A little bit'],
      [2, 'تا حدی', 'Moderately'],
      [3, 'زیاد', 'Quite a bit'],
      [4, 'بسیار زیاد', 'Extremely'],
    ]),
  },
  items: itemsOf('bother', ITEMS),
  scoring: {
    bands: [
      band(
        'below_threshold',
        [0, 32],
        ['زیر آستانه', 'Below the threshold'],
        [
          'نمرهٔ شما زیر آستانه‌ای است که معمولاً برای احتمال اختلال استرس پس از سانحه به کار می‌رود. اگر نشانه‌ها آزارتان می‌دهد، دربارهٔ آن‌ها با درمانگر صحبت کنید.',
          'Your score is below the threshold usually used for probable PTSD. If symptoms still trouble you, talk them over with a therapist.',
        ],
      ),
      band(
        'probable_ptsd',
        [33, 80],
        ['احتمال اختلال استرس پس از سانحه', 'Probable PTSD'],
        [
          'نمرهٔ شما در محدوده‌ای است که احتمال اختلال استرس پس از سانحه را مطرح می‌کند. این یک غربالگری است و تشخیص را درمانگر می‌دهد؛ درمان‌های مؤثری برای آن وجود دارد.',
          'Your score is in the range that suggests probable PTSD. This is a screen; a therapist makes the diagnosis, and effective treatments exist.',
        ],
      ),
    ],
    subscales: [
      {
        id: 'intrusion',
        title: { fa: 'یادآوری ناخواسته (B)', en: 'Intrusion (B)' },
        items: range(1, 5),
      },
      { id: 'avoidance', title: { fa: 'اجتناب (C)', en: 'Avoidance (C)' }, items: range(6, 7) },
      {
        id: 'cognition_mood',
        title: {
          fa: 'تغییرهای منفی در فکر و خلق (D)',
          en: 'Negative alterations in cognition and mood (D)',
        },
        items: range(8, 14),
      },
      {
        id: 'arousal',
        title: { fa: 'برانگیختگی و واکنش‌پذیری (E)', en: 'Arousal and reactivity (E)' },
        items: range(15, 20),
      },
    ],
  },
};
