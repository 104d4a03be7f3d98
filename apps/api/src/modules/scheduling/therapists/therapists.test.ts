import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';

/* The public directory and the therapist's console: profile and hours, each only their own. */
type Hours = {
  tz: string;
  weekly: { weekday: number; start: string; end: string }[];
  exceptions: {
    id: number;
    date: string;
    kind: string;
    start: string | null;
    end: string | null;
  }[];
};

const clock = new ManualClock('2026-01-15T00:00:00Z');
let t: TestApp;
let maryam: string;
let reza: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  maryam = await loginAs(t.app, 'therapist@ravan.demo');
  reza = await loginAs(t.app, 'reza.moradi@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'PUT' | 'DELETE', token: string, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const hoursOf = async (token: string) => {
  const response = await getAs(t.app, token, '/api/v1/therapist/hours');
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Hours }>(response).data;
};

describe('GET /doctors', () => {
  it('lists the active therapists and the evaluator to guests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/doctors' });
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { name_en: string; tz: string; is_evaluator: boolean }[] }>(
      response,
    );
    expect(data.map((d) => [d.name_en, d.tz, d.is_evaluator])).toEqual([
      ['Dr. Maryam Kazemi', 'Asia/Tehran', false],
      ['Dr. Reza Moradi', 'Europe/Berlin', false],
      ['Neda Sadeghi', 'America/Toronto', false],
      ['Arash Nouri', 'Asia/Tehran', true],
    ]);
    expect(data[0]).not.toHaveProperty('meeting_url');
  });
});

describe('console access', () => {
  it('answers 401 to guests and 403 to clients and staff', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/therapist/hours' });
    expect(guest.statusCode).toBe(401);
    const client = await registerClient(t.app);
    const support = await loginAs(t.app, 'support@ravan.demo');
    for (const token of [client.token, support]) {
      expect((await getAs(t.app, token, '/api/v1/therapist/hours')).statusCode).toBe(403);
      expect((await getAs(t.app, token, '/api/v1/therapist/profile')).statusCode).toBe(403);
      const put = await send('PUT', token, '/api/v1/therapist/hours/weekly', { weekly: [] });
      expect(put.statusCode).toBe(403);
      expect((await send('DELETE', token, '/api/v1/therapist/hours/exceptions/1')).statusCode).toBe(
        403,
      );
    }
  });
});

describe('weekly hours', () => {
  it('reads the seeded hours in the therapist’s zone', async () => {
    expect(await hoursOf(maryam)).toEqual({
      tz: 'Asia/Tehran',
      weekly: [
        { weekday: 0, start: '16:00', end: '20:00' },
        { weekday: 1, start: '16:00', end: '20:00' },
        { weekday: 3, start: '10:00', end: '14:00' },
        { weekday: 6, start: '09:00', end: '13:00' },
      ],
      exceptions: [],
    });
  });

  it('refuses a range that ends before it starts, and overlapping ranges, field by field', async () => {
    const response = await send('PUT', reza, '/api/v1/therapist/hours/weekly', {
      weekly: [
        { weekday: 1, start: '12:00', end: '09:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
        { weekday: 3, start: '08:00', end: '08:00' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: {
        'weekly.0.end': ['The end must be after the start.'],
        'weekly.2.start': ['This range overlaps another one on the same day.'],
        'weekly.3.end': ['The end must be after the start.'],
      },
    });
    expect(Object.keys(json<{ errors: object }>(response).errors)).toHaveLength(3);
    expect((await hoursOf(reza)).weekly).toHaveLength(3); // unchanged
  });

  it('replaces the hours; touching ranges and 24:00 are fine', async () => {
    const weekly = [
      { weekday: 5, start: '20:00', end: '24:00' },
      { weekday: 2, start: '12:00', end: '15:00' },
      { weekday: 2, start: '09:00', end: '12:00' },
    ];
    const response = await send('PUT', reza, '/api/v1/therapist/hours/weekly', { weekly });
    expect(response.statusCode, response.body).toBe(200);
    const expected = [weekly[2], weekly[1], weekly[0]];
    expect(json<{ data: Hours }>(response).data.weekly).toEqual(expected);
    expect((await hoursOf(reza)).weekly).toEqual(expected);
    expect((await hoursOf(maryam)).weekly).toHaveLength(4); // another therapist's are untouched
  });
});

describe('exceptions', () => {
  const url = '/api/v1/therapist/hours/exceptions';

  it('refuses past dates, extra hours without times and reversed times', async () => {
    const past = await postAs(t.app, maryam, url, { date: '2026-01-14', kind: 'off' });
    expect(past.statusCode).toBe(422);
    expect(json(past)).toMatchObject({ errors: { date: ['Choose today or a later date.'] } });
    const noEnd = await postAs(t.app, maryam, url, {
      date: '2026-02-01',
      kind: 'extra',
      start: '10:00',
    });
    expect(json(noEnd)).toMatchObject({ errors: { end: ['This field is required.'] } });
    const reversed = await postAs(t.app, maryam, url, {
      date: '2026-02-01',
      kind: 'off',
      start: '12:00',
      end: '10:00',
    });
    expect(json(reversed)).toMatchObject({ errors: { end: ['The end must be after the start.'] } });
  });

  it('lists a therapist’s own exceptions from today on; only the owner can delete one', async () => {
    const off = await postAs(t.app, maryam, url, { date: '2026-02-10', kind: 'off' });
    expect(off.statusCode, off.body).toBe(201);
    const offId = json<{ data: { id: number } }>(off).data.id;
    expect(json(off)).toEqual({
      data: { id: offId, date: '2026-02-10', kind: 'off', start: null, end: null },
    });
    const extra = await postAs(t.app, maryam, url, {
      date: '2026-01-20',
      kind: 'extra',
      start: '18:00',
      end: '20:30',
    });
    const extraId = json<{ data: { id: number } }>(extra).data.id;
    expect((await hoursOf(maryam)).exceptions).toEqual([
      { id: extraId, date: '2026-01-20', kind: 'extra', start: '18:00', end: '20:30' },
      { id: offId, date: '2026-02-10', kind: 'off', start: null, end: null },
    ]);
    expect((await hoursOf(reza)).exceptions).toEqual([]);

    const stolen = await send('DELETE', reza, `${url}/${offId}`);
    expect(stolen.statusCode).toBe(404);
    expect(json(stolen)).toMatchObject({ code: 'not_found' });
    expect((await hoursOf(maryam)).exceptions).toHaveLength(2);

    // 21 January in Tehran: the 20 January exception is history and no longer listed.
    clock.set('2026-01-20T20:31:00Z');
    expect((await hoursOf(maryam)).exceptions.map((e) => e.id)).toEqual([offId]);
    expect((await send('DELETE', maryam, `${url}/${offId}`)).statusCode).toBe(200);
    expect((await send('DELETE', maryam, `${url}/${offId}`)).statusCode).toBe(404);
    expect((await hoursOf(maryam)).exceptions).toEqual([]);
  });
});

describe('profile', () => {
  it('reads and changes bio, zone (stored under its current name) and meeting link', async () => {
    const before = await getAs(t.app, reza, '/api/v1/therapist/profile');
    expect(json(before)).toMatchObject({
      data: { name_en: 'Dr. Reza Moradi', tz: 'Europe/Berlin', meeting_url: null },
    });
    const changed = await postAs(t.app, reza, '/api/v1/therapist/profile', {
      bio_en: '  Psychiatrist.  ',
      tz: 'Europe/Kiev',
      meeting_url: 'https://meet.example.com/dr-moradi',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed)).toMatchObject({
      data: {
        bio_en: 'Psychiatrist.',
        tz: 'Europe/Kyiv',
        meeting_url: 'https://meet.example.com/dr-moradi',
      },
    });
    expect((await hoursOf(reza)).tz).toBe('Europe/Kyiv');
    const cleared = await postAs(t.app, reza, '/api/v1/therapist/profile', { meeting_url: '' });
    expect(json(cleared)).toMatchObject({ data: { meeting_url: null, tz: 'Europe/Kyiv' } });
  });

  it('refuses an unknown zone and a link that is not https, changing nothing', async () => {
    const response = await postAs(t.app, reza, '/api/v1/therapist/profile', {
      bio_en: 'changed',
      tz: 'Mars/Olympus',
      meeting_url: 'http://meet.example.com/x',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: { tz: ['Please select your time zone'], meeting_url: ['This value is not valid.'] },
    });
    const after = await getAs(t.app, reza, '/api/v1/therapist/profile');
    expect(json(after)).toMatchObject({ data: { bio_en: 'Psychiatrist.' } });
  });
});
