import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { getAs, postAs, randomIp, uniqueEmail } from '../../../test/factories';
import { api, failed, newClient, ok } from '../../../test/scheduling-fixtures';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(async () => {
  await t.close();
});

const newAnonId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12);
const COMPLAINT = 'I cannot sleep since my father died and I feel alone at work.';

type SurveyView = {
  answers: Record<string, unknown>;
  completed: boolean;
  missing: string[];
  owner: string;
};

const asGuest = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: api('/user/onboarding-survey'),
    headers: { 'accept-language': 'en' },
    payload,
    remoteAddress: randomIp(),
  });
const view = (response: Parameters<typeof ok>[0]) => ok<{ data: SurveyView }>(response).data;

const ALL_REQUIRED = {
  country: 'de',
  cycle: 'Individual',
  description: COMPLAINT,
  gender: 'female',
  age_bucket: '26_35',
  marital_status: 'single',
  prior_therapy: 'never',
};

describe('onboarding survey', () => {
  it('keeps a guest’s answers one step at a time under its anonymous id, and resumes them', async () => {
    const anon = newAnonId();
    const first = view(await asGuest({ anon_id: anon, answers: { country: 'ir' } }));
    expect(first).toMatchObject({ owner: 'guest', completed: false, answers: { country: 'IR' } });
    expect(first.missing[0]).toBe('cycle');
    // Two steps saved at once both stay.
    await Promise.all([
      asGuest({ anon_id: anon, answers: { cycle: 'Couple' } }),
      asGuest({ anon_id: anon, answers: { gender: 'male' } }),
    ]);
    const resumed = view(await asGuest({ anon_id: anon }));
    expect(resumed.answers).toEqual({ country: 'IR', cycle: 'Couple', gender: 'male' });
    // Another anonymous id sees nothing of it.
    expect(view(await asGuest({ anon_id: newAnonId() })).answers).toEqual({});
  });

  it('refuses a short chief complaint, an unknown country, a guest without an id, and an unknown package', async () => {
    const anon = newAnonId();
    const short = failed(
      await asGuest({ anon_id: anon, answers: { description: 'too short' } }),
      422,
      'validation_failed',
    );
    expect(Object.keys(short.errors ?? {})).toEqual(['answers.description']);
    failed(await asGuest({ anon_id: anon, answers: { country: 'QQ' } }), 422, 'validation_failed');
    failed(await asGuest({ answers: { gender: 'female' } }), 422, 'validation_failed');
    failed(
      await asGuest({ anon_id: anon, answers: { package_id: 99999 } }),
      422,
      'validation_failed',
    );
    expect(view(await asGuest({ anon_id: anon })).answers).toEqual({});
  });

  it('keeps both languages’ age buckets', async () => {
    const anon = newAnonId();
    ok(await asGuest({ anon_id: anon, answers: { age_bucket: 'over_60' } }));
    ok(await asGuest({ anon_id: anon, answers: { age_bucket: '18_or_less' } }));
    failed(
      await asGuest({ anon_id: anon, answers: { age_bucket: '99_plus' } }),
      422,
      'validation_failed',
    );
  });

  it('moves a guest’s answers to the account made at the end (psy-register’s jwt), completing the journey step', async () => {
    const anon = newAnonId();
    ok(await asGuest({ anon_id: anon, answers: ALL_REQUIRED }));
    ok(await asGuest({ anon_id: anon, answers: { package_id: 2, therapist_gender: 'female' } }));
    const registered = await t.app.inject({
      method: 'POST',
      url: api('/psy-register'),
      payload: { email: uniqueEmail('guest'), anon_id: anon },
      remoteAddress: randomIp(),
    });
    const { jwt } = ok<{ data: { jwt: string } }>(registered, 201).data;

    const mine = view(await postAs(t.app, jwt, api('/user/onboarding-survey'), {}));
    expect(mine).toMatchObject({ owner: 'account', completed: true, missing: [] });
    expect(mine.answers).toMatchObject({ ...ALL_REQUIRED, country: 'DE', package_id: 2 });
    // The anonymous id no longer reads them.
    expect(view(await asGuest({ anon_id: anon })).answers).toEqual({});

    const journey = ok<{ data: { state: string; package_id: number } }>(
      await postAs(t.app, jwt, api('/set-sessions/get-flow-detail')),
    ).data;
    expect(journey).toMatchObject({ state: 'package_chosen', package_id: 2 });
    const cycles = ok<{ data: { category: string; description: string }[] }>(
      await getAs(t.app, jwt, api('/user/cycles')),
    ).data;
    expect(cycles).toEqual([
      expect.objectContaining({ category: 'Individual', description: COMPLAINT }),
    ]);
  });

  it('merges a guest’s answers into a client who already had some, when the client sends that id', async () => {
    const client = await newClient(t, { packageId: null });
    ok(
      await postAs(t.app, client.token, api('/user/onboarding-survey'), {
        answers: { country: 'CA', gender: 'male' },
      }),
    );
    const anon = newAnonId();
    ok(await asGuest({ anon_id: anon, answers: { gender: 'other', cycle: 'Family' } }));
    const merged = view(
      await postAs(t.app, client.token, api('/user/onboarding-survey'), { anon_id: anon }),
    );
    expect(merged.answers).toEqual({ country: 'CA', gender: 'other', cycle: 'Family' });
    expect(view(await asGuest({ anon_id: anon })).answers).toEqual({});
    // Still one survey per account: another client's answers stay apart.
    const other = await newClient(t, { packageId: null });
    expect(view(await postAs(t.app, other.token, api('/user/onboarding-survey'))).answers).toEqual(
      {},
    );
  });

  it('finishing the survey as a client moves the journey to surveyed, once', async () => {
    const client = await newClient(t, { packageId: null });
    for (const [key, value] of Object.entries(ALL_REQUIRED))
      ok(
        await postAs(t.app, client.token, api('/user/onboarding-survey'), {
          answers: { [key]: value },
        }),
      );
    ok(
      await postAs(t.app, client.token, api('/user/onboarding-survey'), {
        answers: { expectations: ['feel_better'] },
      }),
    );
    const check = ok<{ data: { state: string } }>(
      await getAs(t.app, client.token, api('/set-sessions/check-journey')),
    ).data;
    expect(check.state).toBe('surveyed');
    const cycles = ok<{ data: unknown[] }>(
      await getAs(t.app, client.token, api('/user/cycles')),
    ).data;
    expect(cycles).toHaveLength(1);
  });

  it('never writes an answer to the log', () => {
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain('father died');
    expect(log).not.toContain('cannot sleep');
  });
});
