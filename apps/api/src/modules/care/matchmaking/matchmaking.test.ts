import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { getAs, postAs } from '../../../test/factories';
import {
  api,
  EVALUATOR,
  failed,
  MARYAM,
  newClient,
  ok,
  REZA,
  therapistIdOf,
  type TestClient,
} from '../../../test/scheduling-fixtures';

const clock = new ManualClock('2026-03-09T00:00:00Z');
let t: TestApp;
let ids: { maryam: number; reza: number; evaluator: number };

beforeAll(async () => {
  t = await buildTestApp({ clock });
  ids = {
    maryam: await therapistIdOf(t, MARYAM),
    reza: await therapistIdOf(t, REZA),
    evaluator: await therapistIdOf(t, EVALUATOR),
  };
});
afterAll(async () => {
  await t.close();
});

type Suggestion = {
  doctor: { id: number; name: string; gender: string };
  score: number;
  reasons: string[];
  soonest: string | null;
};

const suggest = async (client: TestClient, locale: 'en' | 'fa' = 'en') =>
  ok<{ data: Suggestion[] }>(
    await t.app.inject({
      method: 'POST',
      url: api('/user/match-making-ai/get-suggested-doctor'),
      headers: { authorization: `Bearer ${client.token}`, 'accept-language': locale },
      payload: {},
    }),
  ).data;
const answer = (client: TestClient, question_id: number, option_id: number) =>
  postAs(t.app, client.token, api('/user/matchmaking/test/answerquestion'), {
    question_id,
    option_id,
  });

describe('matchmaking', () => {
  it('lists the psychology fields in the reader’s language', async () => {
    const client = await newClient(t, { packageId: null });
    const en = ok<{ data: { id: number; title: string }[] }>(
      await getAs(t.app, client.token, api('/user/psychologyfields/list')),
    ).data;
    expect(en).toHaveLength(6);
    expect(en[1]).toEqual({ id: 2, key: 'Couple', title: 'Couple' });
    const fa = await t.app.inject({
      method: 'GET',
      url: api('/user/psychologyfields/list'),
      headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'fa' },
    });
    expect(fa.json<{ data: { title: string }[] }>().data[1]!.title).toBe('زوج');
  });

  it('serves the questionnaire as data and keeps each client’s answers apart', async () => {
    const client = await newClient(t, { packageId: null });
    const init = ok<{ data: { id: number; questions: { id: number; options: unknown[] }[] } }>(
      await getAs(t.app, client.token, api('/user/matchmaking/test/init/1')),
    ).data;
    expect(init.id).toBe(1);
    expect(init.questions.length).toBeGreaterThanOrEqual(5);
    // An option of another question is refused and nothing is stored.
    failed(await answer(client, 1, 21), 422, 'validation_failed');
    const result = ok<{ data: { fields: { key: string }[]; complete: boolean } }>(
      await answer(client, 1, 12),
    ).data;
    expect(result.fields.map((field) => field.key)).toEqual(['Couple']);
    expect(result.complete).toBe(false);
    ok(await answer(client, 6, 61));
    const profile = ok<{ data: { is_student: boolean } }>(
      await postAs(t.app, client.token, api('/user/matchmaking/test/result')),
    ).data;
    expect(profile.is_student).toBe(true);

    const other = await newClient(t, { packageId: null });
    const theirs = ok<{ data: { answers: Record<string, number> } }>(
      await getAs(t.app, other.token, api('/user/matchmaking/test/init/1')),
    ).data;
    expect(theirs.answers).toEqual({});
  });

  it('suggests every active therapist but evaluators, without a survey, each with worded reasons', async () => {
    const client = await newClient(t, { packageId: null });
    const suggestions = await suggest(client);
    const suggestedIds = suggestions.map((s) => s.doctor.id);
    expect(suggestedIds).toContain(ids.maryam);
    expect(suggestedIds).toContain(ids.reza);
    expect(suggestedIds).not.toContain(ids.evaluator);
    for (let i = 1; i < suggestions.length; i += 1)
      expect(
        suggestions[i - 1]!.score >= suggestions[i]!.score || suggestions[i]!.soonest === null,
      ).toBe(true);
    const first = suggestions[0]!;
    expect(first.reasons).toContain('Holds sessions in Persian');
    expect(first.reasons.some((reason) => reason.startsWith('Soonest free time: '))).toBe(true);
    // Seeing suggestions is the journey's matched step.
    const journey = ok<{ data: { state: string } }>(
      await getAs(t.app, client.token, api('/set-sessions/check-journey')),
    ).data;
    expect(journey.state).toBe('matched');
    const fa = await suggest(client, 'fa');
    expect(fa[0]!.reasons).toContain('جلسه‌ها را به زبان فارسی برگزار می‌کند');
  });

  it('ranks by what the client said: fields and the therapist gender wished', async () => {
    const couple = await newClient(t, { packageId: null });
    ok(await answer(couple, 1, 12));
    ok(await answer(couple, 4, 41));
    const forCouple = await suggest(couple);
    expect(forCouple[0]!.doctor.id).toBe(ids.maryam);
    expect(forCouple[0]!.reasons).toContain('Works in Couple');
    expect(forCouple[0]!.reasons).toContain('A female therapist, as you asked');

    const medication = await newClient(t, { packageId: null });
    ok(
      await postAs(t.app, medication.token, api('/user/onboarding-survey'), {
        answers: { therapist_gender: 'male', cycle: 'Psychiatry' },
      }),
    );
    const forMedication = await suggest(medication);
    expect(forMedication[0]!.doctor.id).toBe(ids.reza);
    expect(forMedication[0]!.reasons[0]).toBe('Works in Psychiatry');
  });

  it('counts free times in the client’s preferred periods in the client’s own zone', async () => {
    const client = await newClient(t, { packageId: null });
    ok(
      await postAs(t.app, client.token, api('/user/onboarding-survey'), {
        answers: {
          tz: 'Asia/Tehran',
          preferred_times: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
            (['morning', 'noon', 'afternoon', 'night'] as const).map((period) => ({
              weekday,
              period,
            })),
          ),
        },
      }),
    );
    const suggestions = await suggest(client);
    expect(
      suggestions.some((s) =>
        s.reasons.some((reason) => /free times? on the days and hours you prefer/.test(reason)),
      ),
    ).toBe(true);
  });

  it('filters suggestions by gender, language and fields', async () => {
    const client = await newClient(t, { packageId: null });
    const males = ok<{ data: Suggestion[] }>(
      await postAs(t.app, client.token, api('/match-making-ai/filter-suggested-doctors'), {
        gender: 'male',
      }),
    ).data;
    expect(males.map((s) => s.doctor.id)).toEqual([ids.reza]);
    const german = ok<{ data: Suggestion[] }>(
      await postAs(t.app, client.token, api('/match-making-ai/filter-suggested-doctors'), {
        language: 'de',
      }),
    ).data;
    expect(german.map((s) => s.doctor.id)).toEqual([ids.reza]);
    const couples = ok<{ data: Suggestion[] }>(
      await postAs(t.app, client.token, api('/match-making-ai/filter-suggested-doctors'), {
        psychology_field_ids: [2],
      }),
    ).data;
    expect(couples.map((s) => s.doctor.id)).toEqual([ids.maryam]);
  });

  it('chooses fields and student status (an unknown field id → 422)', async () => {
    const client = await newClient(t, { packageId: null });
    failed(
      await postAs(t.app, client.token, api('/set-sessions/update-psychology-fields'), {
        psychology_field_ids: [2, 77],
      }),
      422,
      'validation_failed',
    );
    const chosen = ok<{ data: { fields: { key: string }[] } }>(
      await postAs(t.app, client.token, api('/set-sessions/update-psychology-fields'), {
        psychology_field_ids: [3],
      }),
    ).data;
    expect(chosen.fields.map((field) => field.key)).toEqual(['Family']);
    const student = ok<{ data: { is_student: boolean } }>(
      await postAs(t.app, client.token, api('/set-sessions/update-is-student'), {
        is_student: false,
      }),
    ).data;
    expect(student.is_student).toBe(false);
  });

  it('rematches in one step: a new therapist each time, never one turned away, credits kept', async () => {
    const client = await newClient(t);
    const rematch = async () =>
      ok<{ data: { suggestion: Suggestion | null; credits_remaining: number } }>(
        await postAs(t.app, client.token, api('/user/match-making-ai/rematch'), {}),
      ).data;
    const first = await rematch();
    expect(first.credits_remaining).toBe(4);
    const second = await rematch();
    const third = await rematch();
    const chosen = [first, second, third].map((r) => r.suggestion?.doctor.id);
    expect(new Set(chosen).size).toBe(3);
    expect(chosen).not.toContain(ids.evaluator);
    const journey = ok<{ data: { therapist_id: number; state: string } }>(
      await postAs(t.app, client.token, api('/set-sessions/get-flow-detail')),
    ).data;
    expect(journey.therapist_id).toBe(third.suggestion!.doctor.id);
    expect(journey.state).toBe('matched');
    // Everyone turned away: nothing left to suggest, and the credits are still there.
    const none = await rematch();
    expect(none).toEqual({ suggestion: null, credits_remaining: 4 });
  });
});
