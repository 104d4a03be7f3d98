import {
  SURVEY_REQUIRED,
  type Output,
  type SurveyAnswers,
  type SurveyView,
  type surveyBody,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isActivePackage } from '../../commerce/catalog';
import { findActiveTherapist } from '../../scheduling/therapists';
import { createCycle } from '../../scheduling/sessions';
import { advanceJourney, chooseJourneyPackage, chooseJourneyTherapist } from '../journey';
import {
  deleteSurvey,
  findGuestSurvey,
  findUserSurvey,
  giveToAccount,
  markCompleted,
  mergeAnswers,
  type SurveyRow,
} from './surveys.repository';

/** Who is answering: a signed-in client (with the anonymous id it may have used as a guest) or a guest. */
export type SurveyOwner = { userId: number; anonId: string | null } | { anonId: string };

const missingOf = (answers: SurveyAnswers) =>
  SURVEY_REQUIRED.filter((key) => answers[key] === undefined || answers[key] === null);

export function toSurveyView(row: SurveyRow | undefined, owner: 'guest' | 'account'): SurveyView {
  const answers = row?.answers ?? {};
  const missing = missingOf(answers);
  return { answers, completed: missing.length === 0, missing, owner };
}

/** A choice must name something that exists: a package on sale, an active therapist. */
async function assertChoices(db: Executor, answers: SurveyAnswers): Promise<void> {
  if (answers.package_id && !(await isActivePackage(db, answers.package_id)))
    throw new AppError('validation_failed', { errors: { 'answers.package_id': ['v.invalid'] } });
  if (answers.therapist_id && !(await findActiveTherapist(db, answers.therapist_id)))
    throw new AppError('validation_failed', { errors: { 'answers.therapist_id': ['v.invalid'] } });
}

/**
 * A guest's answers under its anonymous id become the account's: the whole row when the account
 * has none, else merged into it (the guest's newer answers win) and the guest's row removed.
 */
async function claimGuestSurvey(tx: Executor, userId: number, anonId: string): Promise<void> {
  const guest = await findGuestSurvey(tx, anonId, { lock: true });
  if (!guest) return;
  const own = await findUserSurvey(tx, userId);
  if (!own) {
    await giveToAccount(tx, guest.id, userId);
    return;
  }
  await mergeAnswers(tx, { userId }, guest.answers);
  await deleteSurvey(tx, guest.id);
}

/**
 * What the finished survey means for the account, once: the chief complaint becomes a therapy
 * subject (cycle) for later requests, and the journey moves to `surveyed`. Choices follow
 * whenever they change: the package and therapist go on the journey.
 */
async function followAnswers(
  tx: Executor,
  userId: number,
  row: SurveyRow,
  patch: SurveyAnswers,
): Promise<void> {
  const answers = row.answers;
  if (missingOf(answers).length === 0 && (await markCompleted(tx, row.id))) {
    if (answers.cycle && answers.description)
      await createCycle(tx, userId, { category: answers.cycle, description: answers.description });
    await advanceJourney(tx, userId, 'survey_completed');
  }
  const packageId = patch.package_id ?? (row.completedAt ? undefined : answers.package_id);
  if (packageId) await chooseJourneyPackage(tx, userId, packageId);
  const therapistId = patch.therapist_id ?? (row.completedAt ? undefined : answers.therapist_id);
  if (therapistId) await chooseJourneyTherapist(tx, userId, therapistId);
}

/** Saves the answers sent (if any) and answers the survey as it now stands. */
export async function saveSurvey(
  db: Executor,
  owner: SurveyOwner,
  body: Output<typeof surveyBody>,
): Promise<SurveyView> {
  const patch = body.answers ?? {};
  await assertChoices(db, patch);
  if (!('userId' in owner)) {
    const row =
      Object.keys(patch).length > 0
        ? await mergeAnswers(db, { anonId: owner.anonId }, patch)
        : await findGuestSurvey(db, owner.anonId);
    return toSurveyView(row, 'guest');
  }
  const { userId } = owner;
  const row = await db.transaction(async (tx) => {
    if (owner.anonId) await claimGuestSurvey(tx, userId, owner.anonId);
    const before = await findUserSurvey(tx, userId);
    const saved =
      Object.keys(patch).length > 0 ? await mergeAnswers(tx, { userId }, patch) : before;
    if (saved)
      await followAnswers(
        tx,
        userId,
        { ...saved, completedAt: before?.completedAt ?? null },
        patch,
      );
    return saved;
  });
  return toSurveyView(row, 'account');
}

/** The client's survey (a guest survey under the account's sign-up anonymous id is taken first). */
export async function surveyOfUser(
  db: Executor,
  user: { id: number; anonId: string | null },
): Promise<SurveyAnswers | null> {
  if (user.anonId) {
    const anonId = user.anonId;
    await db.transaction(async (tx) => claimGuestSurvey(tx, user.id, anonId));
  }
  return (await findUserSurvey(db, user.id))?.answers ?? null;
}
