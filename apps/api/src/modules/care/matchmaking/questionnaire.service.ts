import {
  MATCH_QUESTIONNAIRE,
  PSYCHOLOGY_FIELDS,
  matchAnswersEffect,
  questionOfOption,
  type Locale,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  findMatchProfile,
  saveIsStudent,
  saveMatchAnswer,
  saveMatchFields,
  type MatchProfileRow,
} from './match-profiles.repository';

const fieldView = (locale: Locale) => (field: (typeof PSYCHOLOGY_FIELDS)[number]) => ({
  id: field.id,
  key: field.key,
  title: field[locale],
});

export function psychologyFieldsList(locale: Locale) {
  return PSYCHOLOGY_FIELDS.map(fieldView(locale));
}

function fieldsByKey(keys: readonly string[], locale: Locale) {
  return PSYCHOLOGY_FIELDS.filter((field) => keys.includes(field.key)).map(fieldView(locale));
}

export async function questionnaireFor(db: Executor, userId: number, locale: Locale) {
  const profile = await findMatchProfile(db, userId);
  return {
    id: MATCH_QUESTIONNAIRE.id,
    questions: MATCH_QUESTIONNAIRE.questions.map((question) => ({
      id: question.id,
      title: question[locale],
      options: question.options.map((option) => ({ id: option.id, title: option[locale] })),
    })),
    answers: profile?.answers ?? {},
  };
}

export function resultOf(profile: MatchProfileRow | undefined, locale: Locale) {
  const answers = profile?.answers ?? {};
  const effect = matchAnswersEffect(answers);
  return {
    complete: MATCH_QUESTIONNAIRE.questions.every((question) => answers[question.id] !== undefined),
    fields: fieldsByKey(effect.fields, locale),
    therapist_gender: effect.therapistGender ?? null,
    language: effect.language ?? null,
    is_student: effect.isStudent ?? profile?.isStudent ?? null,
  };
}

/** One answer: the option must belong to the question (else 422, nothing stored). */
export async function answerQuestion(
  db: Executor,
  userId: number,
  body: { question_id: number; option_id: number },
  locale: Locale,
) {
  if (questionOfOption(body.option_id)?.id !== body.question_id)
    throw new AppError('validation_failed', { errors: { option_id: ['v.invalid'] } });
  const profile = await saveMatchAnswer(db, userId, body.question_id, body.option_id);
  const effect = matchAnswersEffect(profile.answers);
  if (effect.isStudent !== undefined && effect.isStudent !== profile.isStudent)
    return resultOf(await saveIsStudent(db, userId, effect.isStudent), locale);
  return resultOf(profile, locale);
}

export async function questionnaireResult(db: Executor, userId: number, locale: Locale) {
  return resultOf(await findMatchProfile(db, userId), locale);
}

function profileView(profile: MatchProfileRow, locale: Locale) {
  return { fields: fieldsByKey(profile.fields, locale), is_student: profile.isStudent };
}

/** The fields to be matched on, by id (an unknown id: 422). */
export async function choosePsychologyFields(
  db: Executor,
  userId: number,
  ids: number[],
  locale: Locale,
) {
  const chosen = PSYCHOLOGY_FIELDS.filter((field) => ids.includes(field.id));
  if (chosen.length !== new Set(ids).size)
    throw new AppError('validation_failed', { errors: { psychology_field_ids: ['v.invalid'] } });
  const profile = await saveMatchFields(
    db,
    userId,
    chosen.map((field) => field.key),
  );
  return profileView(profile, locale);
}

export async function setIsStudent(
  db: Executor,
  userId: number,
  isStudent: boolean,
  locale: Locale,
) {
  return profileView(await saveIsStudent(db, userId, isStudent), locale);
}
