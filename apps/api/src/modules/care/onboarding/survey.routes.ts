import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints as api } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { saveSurvey } from './survey.service';

/**
 * `user/onboarding-survey`, for guests (by their anonymous id) and clients (by account). A
 * signed-in client's anonymous id — the one sent, or the one it signed up with — brings the
 * answers it gave as a guest along.
 */
export async function surveyRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;
  route(app, api.onboardingSurvey, async ({ body, request }) => {
    const auth = await app.optionalUser(request);
    if (auth) {
      const anonId = body.anon_id ?? auth.user.anonId ?? null;
      return { data: await saveSurvey(db, { userId: auth.user.id, anonId }, body) };
    }
    if (!body.anon_id)
      throw new AppError('validation_failed', { errors: { anon_id: ['v.required'] } });
    return { data: await saveSurvey(db, { anonId: body.anon_id }, body) };
  });
}
