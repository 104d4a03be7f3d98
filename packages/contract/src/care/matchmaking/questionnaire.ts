import { THERAPY_CYCLES, type TherapyCycle } from '../../common/enums';

/**
 * The psychology fields a client is matched on: the therapy cycles therapists work in (SPEC §3),
 * with stable ids for `psychologyfields/list` and `update-psychology-fields`.
 */
export const PSYCHOLOGY_FIELDS: readonly {
  id: number;
  key: TherapyCycle;
  fa: string;
  en: string;
}[] = [
  { id: 1, key: 'Individual', fa: 'فردی', en: 'Individual' },
  { id: 2, key: 'Couple', fa: 'زوج', en: 'Couple' },
  { id: 3, key: 'Family', fa: 'خانواده', en: 'Family' },
  { id: 4, key: 'Child and Adolescent', fa: 'کودک و نوجوان', en: 'Child and adolescent' },
  { id: 5, key: 'Sex Therapy', fa: 'سکس‌تراپی', en: 'Sex therapy' },
  { id: 6, key: 'Psychiatry', fa: 'روان‌پزشکی', en: 'Psychiatry' },
];
if (PSYCHOLOGY_FIELDS.length !== THERAPY_CYCLES.length) throw new Error('a cycle has no field');

/** What choosing an option tells matchmaking. */
export interface MatchOptionEffect {
  fields?: TherapyCycle[];
  therapistGender?: 'male' | 'female';
  language?: string;
  isStudent?: boolean;
}

export interface MatchQuestion {
  id: number;
  fa: string;
  en: string;
  options: readonly { id: number; fa: string; en: string; effect: MatchOptionEffect }[];
}

/**
 * Matchmaking questionnaire 1 (`matchmaking/test/init/1`), as data: each option says which
 * fields, therapist gender, language or student status it stands for. Option ids are unique
 * across the questionnaire.
 */
export const MATCH_QUESTIONNAIRE: { id: 1; questions: readonly MatchQuestion[] } = {
  id: 1,
  questions: [
    {
      id: 1,
      fa: 'جلسه‌ها برای چه کسی است؟',
      en: 'Who are the sessions for?',
      options: [
        { id: 11, fa: 'برای خودم', en: 'For me', effect: { fields: ['Individual'] } },
        {
          id: 12,
          fa: 'برای من و همسر یا شریکم',
          en: 'For me and my partner',
          effect: { fields: ['Couple'] },
        },
        { id: 13, fa: 'برای خانواده‌ام', en: 'For my family', effect: { fields: ['Family'] } },
        {
          id: 14,
          fa: 'برای فرزندم (کودک یا نوجوان)',
          en: 'For my child or teenager',
          effect: { fields: ['Child and Adolescent'] },
        },
      ],
    },
    {
      id: 2,
      fa: 'آیا موضوع شما به رابطهٔ جنسی مربوط است؟',
      en: 'Is your concern about your sexual life?',
      options: [
        { id: 21, fa: 'بله', en: 'Yes', effect: { fields: ['Sex Therapy'] } },
        { id: 22, fa: 'نه', en: 'No', effect: {} },
      ],
    },
    {
      id: 3,
      fa: 'آیا فکر می‌کنید به دارو نیاز داشته باشید، یا برای این موضوع دارو مصرف کرده‌اید؟',
      en: 'Do you think you may need medication, or have you taken it for this?',
      options: [
        { id: 31, fa: 'بله', en: 'Yes', effect: { fields: ['Psychiatry'] } },
        { id: 32, fa: 'مطمئن نیستم', en: 'I am not sure', effect: {} },
        { id: 33, fa: 'نه', en: 'No', effect: {} },
      ],
    },
    {
      id: 4,
      fa: 'درمانگر زن را ترجیح می‌دهید یا مرد؟',
      en: 'Would you rather see a female or a male therapist?',
      options: [
        { id: 41, fa: 'زن', en: 'Female', effect: { therapistGender: 'female' } },
        { id: 42, fa: 'مرد', en: 'Male', effect: { therapistGender: 'male' } },
        { id: 43, fa: 'فرقی نمی‌کند', en: 'No preference', effect: {} },
      ],
    },
    {
      id: 5,
      fa: 'جلسه‌ها به چه زبانی باشد؟',
      en: 'Which language should the sessions be in?',
      options: [
        { id: 51, fa: 'فارسی', en: 'Persian', effect: { language: 'fa' } },
        { id: 52, fa: 'انگلیسی', en: 'English', effect: { language: 'en' } },
      ],
    },
    {
      id: 6,
      fa: 'آیا دانشجو هستید؟',
      en: 'Are you a student?',
      options: [
        { id: 61, fa: 'بله', en: 'Yes', effect: { isStudent: true } },
        { id: 62, fa: 'نه', en: 'No', effect: { isStudent: false } },
      ],
    },
  ],
};

/** The question an option belongs to, or undefined for an unknown option. */
export function questionOfOption(optionId: number): MatchQuestion | undefined {
  return MATCH_QUESTIONNAIRE.questions.find((question) =>
    question.options.some((option) => option.id === optionId),
  );
}

/** What a set of answers (question id → option id) adds up to. */
export function matchAnswersEffect(
  answers: Record<string, number>,
): Required<Pick<MatchOptionEffect, 'fields'>> & Omit<MatchOptionEffect, 'fields'> {
  const result: Required<Pick<MatchOptionEffect, 'fields'>> & Omit<MatchOptionEffect, 'fields'> = {
    fields: [],
  };
  for (const question of MATCH_QUESTIONNAIRE.questions) {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    if (!option) continue;
    const { fields, ...rest } = option.effect;
    for (const field of fields ?? []) if (!result.fields.includes(field)) result.fields.push(field);
    Object.assign(result, rest);
  }
  return result;
}
