import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { testAppForFile } from '../../../test/test-app-for-file';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs } from '../../../test/factories';
import { updateUser } from '../../accounts/identity';
import {
  api,
  bookSession,
  failed,
  newClient,
  ok,
  REZA,
  type Session,
  type TestClient,
} from '../../../test/scheduling-fixtures';

// Monday 9 March 2026, midnight UTC.
const clock = new ManualClock('2026-03-09T00:00:00Z');
const t = testAppForFile({ clock });
let support: string;
let client: TestClient;
let other: TestClient;
let session: Session;

beforeAll(async () => {
  support = await loginAs(t.app, 'support@ravan.demo');
  client = await newClient(t);
  other = await newClient(t);
  await updateUser(t.deps.database.db, client.id, {
    cel: '+989351112233',
    firstname: 'Golnar',
    lastname: 'بهرامی',
  });
  session = await bookSession(t, client, REZA, '2026-03-16T07:00:00.000Z');
  await bookSession(t, other, REZA, '2026-03-17T07:00:00.000Z');
});

const search = async (term: string) =>
  ok<{ data: Session[]; meta: { total: number } }>(
    await getAs(t.app, support, api(`/staff/sessions?client=${encodeURIComponent(term)}`)),
  );

describe('staff session search by id, email, phone or name', () => {
  it.each([
    ['id', () => String(client.id)],
    ['email, another case', () => client.email.toUpperCase()],
    ['email prefix', () => client.email.split('@')[0] ?? ''],
    ['phone, local form', () => '0935 111 2233'],
    ['phone, Persian digits', () => '۰۹۳۵۱۱۱۲۲۳۳'],
    ['phone, E.164', () => '+989351112233'],
    ['first name, any case', () => 'gOLn'],
    ['last name, its end', () => 'رامی'],
    ['last name in Persian', () => 'بهرام'],
    ['full name', () => 'Golnar بهرامی'],
  ])('finds the client by %s', async (_, term) => {
    const found = await search(term());
    expect(found.data.map((s) => s.id)).toEqual([session.id]);
    expect(found.meta.total).toBe(1);
  });

  it('finds nothing for a term naming no one, and takes LIKE wildcards literally', async () => {
    for (const term of ['nobody-here@example.org', 'Zzyzx', '%', '_', '0999999999']) {
      const found = await search(term);
      expect(found.data).toEqual([]);
      expect(found.meta.total).toBe(0);
    }
  });

  it('is for staff only', async () => {
    failed(
      await getAs(t.app, client.token, api(`/staff/sessions?client=${client.id}`)),
      403,
      'forbidden',
    );
  });
});
