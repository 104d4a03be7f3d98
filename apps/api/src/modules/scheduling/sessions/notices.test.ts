import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { lastMessageTo, postAs } from '../../../test/factories';
import { users } from '../../../db/schema';
import { api, bookSession, newClient, newRequest, REZA } from '../../../test/scheduling-fixtures';

// Monday 9 March 2026, midnight UTC.
const clock = new ManualClock('2026-03-09T00:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('who is told, and in which zone', () => {
  it('tells a therapist in the zone of their working hours, not their account’s', async () => {
    // Reza works in Europe/Berlin; his account's own zone says Tehran.
    await t.deps.database.db.update(users).set({ tz: 'Asia/Tehran' }).where(eq(users.email, REZA));
    const client = await newClient(t);
    await bookSession(t, client, REZA, '2026-03-17T08:00:00.000Z');
    const mail = await lastMessageTo(t.app, REZA);
    expect(mail?.body).toContain('Europe/Berlin');
    expect(mail?.body).not.toContain('Asia/Tehran');
  });

  it('sends nothing to a disabled account', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: null });
    const before = await lastMessageTo(t.app, client.email);
    await t.deps.database.db
      .update(users)
      .set({ disabledAt: clock.now() })
      .where(eq(users.id, client.id));
    const therapist = await loginAs(t.app, REZA);
    const declined = await postAs(
      t.app,
      therapist,
      api(`/therapist/requests/${request.id}/decline`),
      {
        version: request.version,
      },
    );
    expect(declined.statusCode).toBe(200);
    expect(await lastMessageTo(t.app, client.email)).toEqual(before);
  });
});
