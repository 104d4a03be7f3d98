import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';

/* The client's preferred periods (`user/times`): replaced as a whole, never empty. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerClient(t.app)).token;
});
afterAll(async () => {
  await t.close();
});

const url = '/api/v1/user/times';

describe('user/times', () => {
  it('starts empty, stores the periods in order (a repeat once), and replaces them', async () => {
    expect(json(await getAs(t.app, token, url))).toEqual({ data: { times: [] } });
    const saved = await postAs(t.app, token, url, {
      times: [
        { weekday: 3, period: 'night' },
        { weekday: 1, period: 'afternoon' },
        { weekday: 1, period: 'morning' },
        { weekday: 3, period: 'night' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ordered = [
      { weekday: 1, period: 'morning' },
      { weekday: 1, period: 'afternoon' },
      { weekday: 3, period: 'night' },
    ];
    expect(json(saved)).toEqual({
      data: { times: ordered },
      message: 'Your times are registered.',
    });
    expect(json(await getAs(t.app, token, url))).toEqual({ data: { times: ordered } });

    await postAs(t.app, token, url, { times: [{ weekday: 0, period: 'noon' }] });
    expect(json(await getAs(t.app, token, url))).toEqual({
      data: { times: [{ weekday: 0, period: 'noon' }] },
    });
  });

  it('keeps each client’s periods apart', async () => {
    const other = await registerClient(t.app);
    expect(json(await getAs(t.app, other.token, url))).toEqual({ data: { times: [] } });
  });

  it.each([
    ['en', 'Please select a time'],
    ['fa', 'لطفاً یک زمان انتخاب کنید'],
  ])('refuses an empty list in %s with “Please select a time”', async (language, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'accept-language': language },
      payload: { times: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: { times: [message] },
    });
    // Nothing was replaced.
    expect(json(await getAs(t.app, token, url))).toEqual({
      data: { times: [{ weekday: 0, period: 'noon' }] },
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
