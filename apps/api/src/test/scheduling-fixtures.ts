import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { SessionView } from '@ravan/contract';
import { sessionCredits, therapists } from '../db/schema';
import { findUserByEmail, updateUser } from '../modules/accounts/identity';
import { postToWallet } from '../modules/commerce/wallet';
import { json, type TestApp } from './build-test-app';
import { loginAs } from './commerce-fixtures';
import { getAs, postAs, registerClient } from './factories';

/*
 * Demo therapists (seeded): Maryam in Tehran (UTC+03:30, no DST) works Sat 09–13, Sun and Mon
 * 16–20, Wed 10–14; Reza in Berlin works Mon and Tue 08–12, Thu 14–18; Arash evaluates in
 * Tehran Sat–Wed 10–18. A therapy slot starts on the hour of a range, an evaluation every 20
 * minutes; none sooner than 12 hours (evaluation: 2) after now.
 */
export const MARYAM = 'therapist@ravan.demo';
export const REZA = 'reza.moradi@ravan.demo';
export const EVALUATOR = 'evaluator@ravan.demo';

export interface TestClient {
  token: string;
  id: number;
  email: string;
}

export const api = (path: string) => `/api/v1${path}`;

export function ok<T = { data: unknown }>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return json<T>(response);
}

export function failed(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = json<{ code: string; message: string; errors?: Record<string, string[]> }>(response);
  expect(body.code).toBe(code);
  return body;
}

export async function therapistIdOf(t: TestApp, email: string): Promise<number> {
  const user = await findUserByEmail(t.deps.database.db, email);
  const [row] = await t.deps.database.db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.userId, user?.id ?? -1));
  if (!row) throw new Error(`no therapist ${email}`);
  return row.id;
}

/** Buys a package (default: 4 sessions for 171 dollars) and pays it from a topped-up wallet. */
export async function buyPackage(t: TestApp, client: TestClient, packageId = 2): Promise<number> {
  await postAs(t.app, client.token, api('/cart/changecurrency'), { currency: 'dollar' });
  await postAs(t.app, client.token, api('/cart'), { package_id: packageId });
  const saved = ok<{ data: { factor: { id: number; total: number } } }>(
    await postAs(t.app, client.token, api('/saveorder')),
    201,
  ).data.factor;
  await t.deps.database.db.transaction((tx) =>
    postToWallet(tx, {
      userId: client.id,
      currency: 'dollar',
      amountMinor: BigInt(saved.total),
      kind: 'gift_code',
      idempotencyKey: `test-topup-${saved.id}`,
    }),
  );
  const paid = await postAs(
    t.app,
    client.token,
    api(`/user/factors/${saved.id}/addwalletpaymentrecord`),
  );
  expect(ok<{ data: { factor: { state: string } } }>(paid).data.factor.state).toBe('paid');
  return saved.id;
}

/** A registered client with the profile a request needs and, unless told otherwise, a package. */
export async function newClient(
  t: TestApp,
  options: { packageId?: number | null; profile?: boolean; locale?: 'fa' | 'en' } = {},
): Promise<TestClient> {
  const registered = await registerClient(t.app);
  const client = { token: registered.token, id: registered.profile.id, email: registered.email };
  if (options.profile !== false)
    await updateUser(t.deps.database.db, client.id, {
      cel: '+989121234567',
      tz: 'Asia/Tehran',
      locale: options.locale ?? 'fa',
    });
  if (options.packageId !== null) await buyPackage(t, client, options.packageId ?? 2);
  return client;
}

export async function newCycle(t: TestApp, client: TestClient): Promise<number> {
  const response = await postAs(t.app, client.token, api('/user/cycles'), {
    category: 'Individual',
    description: 'I have been anxious at work for months and sleep badly.',
  });
  return ok<{ data: { id: number } }>(response, 201).data.id;
}

export interface RequestView {
  id: number;
  state: string;
  version: number;
  sessions: number;
  proposed_start: string | null;
  therapist: { id: number } | null;
}

export async function newRequest(
  t: TestApp,
  client: TestClient,
  body: { therapist_id: number | null; sessions?: number; times?: object[] },
): Promise<RequestView> {
  const response = await postAs(t.app, client.token, api('/user/sessions/request'), {
    cycle_id: await newCycle(t, client),
    sessions: 1,
    times: [{ weekday: 1, period: 'afternoon' }],
    ...body,
  });
  return ok<{ data: RequestView }>(response, 201).data;
}

export function approve(
  t: TestApp,
  therapistToken: string,
  request: { id: number; version: number },
  start: string,
  weekly = false,
) {
  return postAs(t.app, therapistToken, api(`/therapist/requests/${request.id}/approve`), {
    version: request.version,
    start,
    weekly,
  });
}

export type Session = SessionView;

/** A client's single therapy session with a therapist at `start`, booked the whole way through. */
export async function bookSession(
  t: TestApp,
  client: TestClient,
  therapistEmail: string,
  start: string,
): Promise<Session> {
  const therapistToken = await loginAs(t.app, therapistEmail);
  const request = await newRequest(t, client, {
    therapist_id: await therapistIdOf(t, therapistEmail),
  });
  const booked = ok<{ data: { sessions: Session[] } }>(
    await approve(t, therapistToken, request, start),
  );
  const [session] = booked.data.sessions;
  if (!session) throw new Error('nothing booked');
  return session;
}

export async function creditsOf(t: TestApp, userId: number) {
  return t.deps.database.db
    .select()
    .from(sessionCredits)
    .where(eq(sessionCredits.userId, userId))
    .orderBy(sessionCredits.id);
}

export async function sessionOf(t: TestApp, client: TestClient, id: number): Promise<Session> {
  return ok<{ data: Session }>(await getAs(t.app, client.token, api(`/user/sessions/${id}`))).data;
}
