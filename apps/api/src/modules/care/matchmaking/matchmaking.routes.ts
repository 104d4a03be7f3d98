import type { FastifyInstance } from 'fastify';
import { matchmakingEndpoints as api } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import {
  answerQuestion,
  choosePsychologyFields,
  psychologyFieldsList,
  questionnaireFor,
  questionnaireResult,
  setIsStudent,
} from './questionnaire.service';
import { rematch } from './rematch.service';
import { suggestTherapists } from './suggestions.service';
import { advanceJourney } from '../journey';

/** SPEC.md §7 "Matchmaking": everything here is the caller's own. */
export async function matchmakingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

  route(app, api.psychologyFields, async ({ request }) => ({
    data: psychologyFieldsList(request.locale),
  }));
  route(app, api.initQuestionnaire, async ({ auth, request }) => ({
    data: await questionnaireFor(db, auth.user.id, request.locale),
  }));
  route(app, api.answerQuestion, async ({ auth, body, request }) => ({
    data: await answerQuestion(db, auth.user.id, body, request.locale),
  }));
  route(app, api.questionnaireResult, async ({ auth, request }) => ({
    data: await questionnaireResult(db, auth.user.id, request.locale),
  }));
  route(app, api.updatePsychologyFields, async ({ auth, body, request }) => ({
    data: await choosePsychologyFields(db, auth.user.id, body.psychology_field_ids, request.locale),
  }));
  route(app, api.updateIsStudent, async ({ auth, body, request }) => ({
    data: await setIsStudent(db, auth.user.id, body.is_student, request.locale),
  }));

  route(app, api.suggestedDoctors, async ({ auth, request }) => {
    const suggestions = await suggestTherapists(deps, auth.user, request.locale);
    // Seeing suggestions is the journey's "matched" step (a no-op where it does not apply).
    await advanceJourney(db, auth.user.id, 'matched');
    return { data: suggestions };
  });
  route(app, api.filterSuggestedDoctors, async ({ auth, body, request }) => ({
    data: await suggestTherapists(deps, auth.user, request.locale, body),
  }));
  route(app, api.rematch, async ({ auth, request }) => ({
    data: await rematch(deps, auth.user, request.locale),
  }));
}
