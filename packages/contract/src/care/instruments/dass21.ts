import { itemsOf, localized, optionSet, type Pair } from './define';
import type { Instrument, SeverityBand, Subscale } from './instrument';

const LABELS: Record<string, { fa: string; en: string }> = {
  normal: { fa: 'طبیعی', en: 'Normal' },
  mild: { fa: 'خفیف', en: 'Mild' },
  moderate: { fa: 'متوسط', en: 'Moderate' },
  severe: { fa: 'شدید', en: 'Severe' },
  extremely_severe: { fa: 'بسیار شدید', en: 'Extremely severe' },
};

const ADVICE: Record<string, { fa: string; en: string }> = {
  normal: { fa: 'در محدودهٔ طبیعی است.', en: 'is in the normal range.' },
  mild: {
    fa: 'در حد خفیف است؛ پیگیری آن در هفته‌های آینده مفید است.',
    en: 'is mild; it is worth keeping an eye on over the coming weeks.',
  },
  moderate: {
    fa: 'در حد متوسط است؛ آن را با درمانگرتان در میان بگذارید.',
    en: 'is moderate; share it with your therapist.',
  },
  severe: {
    fa: 'شدید است؛ بهتر است هرچه زودتر با درمانگر صحبت کنید.',
    en: 'is severe; it is best to speak with a therapist soon.',
  },
  extremely_severe: {
    fa: 'بسیار شدید است؛ لطفاً همین حالا با درمانگر یا پزشک تماس بگیرید.',
    en: 'is extremely severe; please contact a therapist or doctor now.',
  },
};

const SUBJECT: Record<string, { fa: string; en: string }> = {
  depression: { fa: 'نشانه‌های افسردگی', en: 'depression score' },
  anxiety: { fa: 'نشانه‌های اضطراب', en: 'anxiety score' },
  stress: { fa: 'نشانه‌های استرس', en: 'stress score' },
};
const LEVELS = ['normal', 'mild', 'moderate', 'severe', 'extremely_severe'] as const;

/**
 * One DASS-21 subscale: its seven items, doubled, banded by the upper bounds of Lovibond &
 * Lovibond's normal, mild, moderate and severe ranges (extremely severe runs to 42).
 */
function subscale(
  id: string,
  title: Pair,
  items: readonly number[],
  upperBounds: readonly [number, number, number, number],
): Subscale {
  const subject = SUBJECT[id]!;
  const bands: SeverityBand[] = LEVELS.map((level, index) => ({
    id: level,
    min: index === 0 ? 0 : upperBounds[index - 1]! + 1,
    max: upperBounds[index] ?? 42,
    label: LABELS[level]!,
    interpretation: {
      fa: `${subject.fa} شما ${ADVICE[level]!.fa}`,
      en: `Your ${subject.en} ${ADVICE[level]!.en}`,
    },
  }));
  return { id, title: localized(title), items: items.map(String), multiplier: 2, bands };
}

/**
 * Depression Anxiety Stress Scales, 21 items: three subscales of seven items, each sum doubled
 * to match the 42-item DASS, banded with Lovibond & Lovibond's cut-offs.
 */
export const dass21: Instrument = {
  id: 'dass21',
  version: 1,
  title: {
    fa: 'مقیاس افسردگی، اضطراب و استرس (DASS-21)',
    en: 'Depression Anxiety Stress Scales (DASS-21)',
  },
  shortTitle: {
    fa: 'افسردگی، اضطراب، استرس (DASS-21)',
    en: 'Depression, anxiety, stress (DASS-21)',
  },
  instructions: {
    fa: 'هر جمله را بخوانید و گزینه‌ای را انتخاب کنید که نشان می‌دهد این جمله در هفتهٔ گذشته چقدر دربارهٔ شما صدق می‌کرد. پاسخ درست یا غلط وجود ندارد.',
    en: 'Read each statement and choose how much it applied to you over the past week. There are no right or wrong answers.',
  },
  source: {
    citation:
      'Lovibond SH, Lovibond PF. Manual for the Depression Anxiety Stress Scales. 2nd ed. Sydney: Psychology Foundation; 1995.',
    licence:
      'The DASS questionnaires are in the public domain and may be used and translated freely.',
    persianWording: 'Ravan translation v1 (docs/care-content.md)',
  },
  optionSets: {
    applied: optionSet([
      [0, 'اصلاً در مورد من صدق نمی‌کرد', 'Did not apply to me at all'],
      [1, 'تا حدی یا گاهی صدق می‌کرد', 'Applied to me to some degree, or some of the time'],
      [
        2,
        'تا حد زیادی یا بخش قابل‌توجهی از وقت‌ها صدق می‌کرد',
        'Applied to me to a considerable degree, or a good part of the time',
      ],
      [3, 'خیلی زیاد یا بیشتر وقت‌ها صدق می‌کرد', 'Applied to me very much, or most of the time'],
    ]),
  },
  items: itemsOf('applied', [
    ['1', 'آرام شدن برایم سخت بود', 'I found it hard to wind down'],
    ['2', 'متوجه خشکی دهانم می‌شدم', 'I was aware of dryness of my mouth'],
    [
      '3',
      'انگار اصلاً نمی‌توانستم هیچ احساس خوشایندی را تجربه کنم',
      "I couldn't seem to experience any positive feeling at all",
    ],
    [
      '4',
      'در نفس کشیدن مشکل داشتم (مثلاً نفس‌نفس زدن یا تنگی نفس بدون فعالیت بدنی)',
      'I experienced breathing difficulty (e.g. excessively rapid breathing, breathlessness in the absence of physical exertion)',
    ],
    [
      '5',
      'شروع کردن کارها برایم سخت بود',
      'I found it difficult to work up the initiative to do things',
    ],
    [
      '6',
      'در برابر موقعیت‌ها بیش از حد واکنش نشان می‌دادم',
      'I tended to over-react to situations',
    ],
    ['7', 'لرزش داشتم (مثلاً در دست‌ها)', 'I experienced trembling (e.g. in the hands)'],
    [
      '8',
      'احساس می‌کردم انرژی عصبی زیادی مصرف می‌کنم',
      'I felt that I was using a lot of nervous energy',
    ],
    [
      '9',
      'نگران موقعیت‌هایی بودم که ممکن بود در آن‌ها دستپاچه شوم و خودم را مضحکه کنم',
      'I was worried about situations in which I might panic and make a fool of myself',
    ],
    [
      '10',
      'احساس می‌کردم چیزی ندارم که منتظرش باشم',
      'I felt that I had nothing to look forward to',
    ],
    ['11', 'می‌دیدم که آشفته و بی‌قرار می‌شوم', 'I found myself getting agitated'],
    ['12', 'آرامش پیدا کردن برایم دشوار بود', 'I found it difficult to relax'],
    ['13', 'دل‌گرفته و غمگین بودم', 'I felt down-hearted and blue'],
    [
      '14',
      'هر چیزی که مانع پیش بردن کارم می‌شد برایم تحمل‌ناپذیر بود',
      'I was intolerant of anything that kept me from getting on with what I was doing',
    ],
    ['15', 'احساس می‌کردم نزدیک است وحشت‌زده شوم', 'I felt I was close to panic'],
    [
      '16',
      'نمی‌توانستم دربارهٔ هیچ چیز شور و شوقی پیدا کنم',
      'I was unable to become enthusiastic about anything',
    ],
    [
      '17',
      'احساس می‌کردم به‌عنوان یک انسان ارزش چندانی ندارم',
      "I felt I wasn't worth much as a person",
    ],
    ['18', 'احساس می‌کردم زودرنج شده‌ام', 'I felt that I was rather touchy'],
    [
      '19',
      'بدون فعالیت بدنی ضربان قلبم را حس می‌کردم (مثلاً تند شدن ضربان یا جا افتادن یک ضربان)',
      'I was aware of the action of my heart in the absence of physical exertion (e.g. sense of heart rate increase, heart missing a beat)',
    ],
    ['20', 'بی‌دلیل می‌ترسیدم', 'I felt scared without any good reason'],
    ['21', 'احساس می‌کردم زندگی بی‌معناست', 'I felt that life was meaningless'],
  ]),
  scoring: {
    subscales: [
      subscale(
        'depression',
        ['افسردگی', 'Depression'],
        [3, 5, 10, 13, 16, 17, 21],
        [9, 13, 20, 27],
      ),
      subscale('anxiety', ['اضطراب', 'Anxiety'], [2, 4, 7, 9, 15, 19, 20], [7, 9, 14, 19]),
      subscale('stress', ['استرس', 'Stress'], [1, 6, 8, 11, 12, 14, 18], [14, 18, 25, 33]),
    ],
  },
};
