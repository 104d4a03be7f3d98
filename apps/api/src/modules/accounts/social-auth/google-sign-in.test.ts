import { randomIdentity, startFakeOidcProvider, type FakeOidcProvider } from '@ravan/testkit';
import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { hashSecretToken } from '../../../lib/secret-token';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, randomIp, registerClient } from '../../../test/factories';
import { users } from '../../../db/schema';
import { oauthStates } from './oauth-states.table';
import { lastAudit, userRow } from '../../../test/social-auth-fixtures';

let t: TestApp;
let idp: FakeOidcProvider;
const clock = new ManualClock(new Date());

beforeAll(async () => {
  idp = await startFakeOidcProvider({ now: () => clock.now() });
  t = await buildTestApp({ clock, env: idp.env });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});
beforeEach(() => idp.setIdentity(randomIdentity()));

const CALLBACK = 'http://localhost:80/api/v1/auth/google/callback';

/** GET /auth/google/redirect as a browser would; answers Google's authorization URL. */
async function startSignIn(ip: string, query = 'lang=en&afterLogin=%2Fen%2Fpanel%2Fsessions') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/auth/google/redirect?${query}`,
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), 'http://localhost');
}

/** The browser at Google: consent is immediate; answers where Google sends it back. */
async function consent(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(String(response.headers.get('location')));
}

/** Back at our callback; answers where we send the browser (/social-login?…). */
async function callback(url: URL | string, ip: string): Promise<URL> {
  const target = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const response = await t.app.inject({
    method: 'GET',
    url: `${target.pathname}${target.search}`,
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(302);
  const location = String(response.headers.location);
  expect(location.startsWith('/social-login?')).toBe(true);
  return new URL(location, 'http://localhost');
}

async function signInThroughGoogle(ip: string, query?: string): Promise<URL> {
  return callback(await consent(await startSignIn(ip, query)), ip);
}

async function redeem(ticket: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login-with-token',
    payload: { token: ticket },
    remoteAddress: randomIp(),
  });
  expect(response.statusCode).toBe(200);
  return json<{ data: { token: string; profile: { id: number; email: string | null } } }>(response)
    .data;
}

async function expectFailure(landing: URL, ip: string, reason: string) {
  expect(landing.searchParams.get('error')).toBe('failed');
  expect(landing.searchParams.has('ticket')).toBe(false);
  const audit = await lastAudit(t, ip, 'login_failed');
  expect(audit?.detail).toEqual({ method: 'google', reason });
}

describe('Google sign-in: the whole redirect flow', () => {
  it('redirects to Google with state and nonce, and keeps only the hash of the state', async () => {
    const ip = randomIp();
    const url = await startSignIn(ip);
    expect(`${url.origin}${url.pathname}`).toBe(idp.env.GOOGLE_AUTH_URL);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(idp.clientId);
    expect(q.get('redirect_uri')).toBe(CALLBACK);
    expect(q.get('scope')).toBe('openid email profile');
    const state = q.get('state') ?? '';
    const nonce = q.get('nonce') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(nonce.length).toBeGreaterThanOrEqual(43);
    expect(nonce).not.toBe(state);

    const db = t.deps.database.db;
    expect(await db.select().from(oauthStates).where(eq(oauthStates.stateHash, state))).toEqual([]);
    const [row] = await db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashSecretToken(state)));
    expect(row).toMatchObject({ nonce, locale: 'en', afterLogin: '/en/panel/sessions' });
    expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 10 * 60_000);
  });

  it('signs a new person up and in: ticket → session, with Google’s name and verified email', async () => {
    const ip = randomIp();
    const identity = {
      sub: '108' + Date.now(),
      email: `Google.${Date.now()}@Example.com`,
      email_verified: true,
      given_name: 'Sara',
      family_name: 'Karimi',
    };
    idp.setIdentity(identity);
    const landing = await signInThroughGoogle(ip);
    expect(landing.searchParams.get('lang')).toBe('en');
    expect(landing.searchParams.get('afterLogin')).toBe('/en/panel/sessions');
    const ticket = landing.searchParams.get('ticket') ?? '';
    expect(ticket.length).toBeGreaterThanOrEqual(43);

    const session = await redeem(ticket);
    expect(session.profile).toMatchObject({
      email: identity.email.toLowerCase(),
      firstname: 'Sara',
      lastname: 'Karimi',
      locale: 'en',
      has_password: false,
    });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkLogin',
      headers: bearer(session.token),
    });
    expect(check.statusCode).toBe(200);
    expect((await userRow(t, session.profile.id)).googleSub).toBe(identity.sub);
    expect((await lastAudit(t, ip, 'login'))?.detail).toEqual({ method: 'google' });
    // The ticket is single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login-with-token',
      payload: { token: ticket },
    });
    expect(again.statusCode).toBe(401);
  });

  it('finds the same account the next time, by Google’s subject', async () => {
    idp.setIdentity({ sub: `sub-${Date.now()}`, email: null, email_verified: false });
    const first = await redeem((await signInThroughGoogle(randomIp())).searchParams.get('ticket')!);
    const second = await redeem(
      (await signInThroughGoogle(randomIp())).searchParams.get('ticket')!,
    );
    expect(second.profile.id).toBe(first.profile.id);
    expect(first.profile.email).toBeNull();
  });

  it('lets a verified Google email claim the account that has it, but not an unverified one', async () => {
    const client = await registerClient(t.app);
    idp.setIdentity({
      sub: `unverified-${Date.now()}`,
      email: client.email,
      email_verified: false,
    });
    const stranger = await redeem(
      (await signInThroughGoogle(randomIp())).searchParams.get('ticket')!,
    );
    expect(stranger.profile.id).not.toBe(client.profile.id);
    expect(stranger.profile.email).toBeNull();

    idp.setIdentity({ sub: `verified-${Date.now()}`, email: client.email, email_verified: true });
    const owner = await redeem((await signInThroughGoogle(randomIp())).searchParams.get('ticket')!);
    expect(owner.profile.id).toBe(client.profile.id);
  });

  it('drops an afterLogin that leaves the site, and keeps Persian as the default language', async () => {
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      const landing = await signInThroughGoogle(
        randomIp(),
        `afterLogin=${encodeURIComponent(unsafe)}`,
      );
      expect(landing.searchParams.has('ticket')).toBe(true);
      expect(landing.searchParams.has('afterLogin')).toBe(false);
      expect(landing.searchParams.get('lang')).toBe('fa');
    }
  });

  it('refuses a disabled account', async () => {
    const ip = randomIp();
    const sub = `disabled-${Date.now()}`;
    idp.setIdentity({ sub, email: null });
    const session = await redeem(
      (await signInThroughGoogle(randomIp())).searchParams.get('ticket')!,
    );
    await t.deps.database.db
      .update(users)
      .set({ disabledAt: clock.now() })
      .where(eq(users.id, session.profile.id));
    await expectFailure(await signInThroughGoogle(ip), ip, 'account_disabled');
  });
});

describe('Google sign-in: the state', () => {
  it('is single use: the same state with a fresh code is refused', async () => {
    const ip = randomIp();
    const authorize = await startSignIn(ip);
    expect((await callback(await consent(authorize), ip)).searchParams.has('ticket')).toBe(true);
    // Google hands out another code for the same state (a replayed or forged callback).
    const exchangedBefore = idp.exchangedCodes();
    await expectFailure(await callback(await consent(authorize), ip), ip, 'state_invalid');
    expect(idp.exchangedCodes()).toBe(exchangedBefore);
  });

  it('gives one ticket when two callbacks race with the same state', async () => {
    const ip = randomIp();
    const authorize = await startSignIn(ip);
    const [first, second] = [await consent(authorize), await consent(authorize)];
    const landings = await Promise.all([callback(first!, ip), callback(second!, ip)]);
    const tickets = landings.filter((landing) => landing.searchParams.has('ticket'));
    expect(tickets).toHaveLength(1);
  });

  it('refuses an unknown state and a missing one, without calling Google', async () => {
    const ip = randomIp();
    const exchangedBefore = idp.exchangedCodes();
    await expectFailure(
      await callback('/api/v1/auth/google/callback?code=4%2Fabc&state=made-up-state', ip),
      ip,
      'state_invalid',
    );
    await expectFailure(
      await callback('/api/v1/auth/google/callback?code=4%2Fabc', ip),
      ip,
      'state_missing',
    );
    expect(idp.exchangedCodes()).toBe(exchangedBefore);
  });

  it('expires after 10 minutes', async () => {
    const ip = randomIp();
    const back = await consent(await startSignIn(ip));
    clock.advance(10 * 60_000 + 1_000);
    await expectFailure(await callback(back, ip), ip, 'state_invalid');
  });

  it('is used up when the person cancels at Google, and the language is kept', async () => {
    const ip = randomIp();
    idp.denyNextAuthorization();
    const back = await consent(await startSignIn(ip));
    expect(back.searchParams.get('error')).toBe('access_denied');
    const landing = await callback(back, ip);
    await expectFailure(landing, ip, 'provider_denied');
    expect(landing.searchParams.get('lang')).toBe('en');
  });

  it('fails cleanly when Google refuses the code', async () => {
    const ip = randomIp();
    const back = await consent(await startSignIn(ip));
    back.searchParams.set('code', '4/not-a-code-google-gave');
    await expectFailure(await callback(back, ip), ip, 'exchange_failed');
  });
});

describe('Google sign-in: the ID token', () => {
  /** Runs the flow with /token handing out the ID token `mint` makes from the right claims. */
  async function signInWithIdToken(mint: (claims: JWTPayload) => Promise<string>, reason: string) {
    const ip = randomIp();
    const back = await consent(await startSignIn(ip));
    idp.replaceNextIdToken(mint);
    await expectFailure(await callback(back, ip), ip, reason);
  }

  it('accepts the token the provider signs unchanged (control for the cases below)', async () => {
    const ip = randomIp();
    const back = await consent(await startSignIn(ip));
    idp.replaceNextIdToken((claims) => idp.signIdToken(claims));
    expect((await callback(back, ip)).searchParams.has('ticket')).toBe(true);
  });

  it('refuses a wrong nonce, and a missing one', async () => {
    await signInWithIdToken(
      (claims) => idp.signIdToken({ ...claims, nonce: 'someone-elses-nonce' }),
      'nonce_mismatch',
    );
    await signInWithIdToken(
      (claims) => idp.signIdToken({ ...claims, nonce: undefined }),
      'nonce_mismatch',
    );
  });

  it('refuses a token signed by a key Google does not publish', async () => {
    await signInWithIdToken(
      (claims) => idp.signIdToken(claims, { key: idp.foreignKey }),
      'token_signature',
    );
    await signInWithIdToken(
      (claims) => idp.signIdToken(claims, { key: idp.foreignKey, kid: 'foreign' }),
      'token_signature',
    );
  });

  it('refuses another audience and another issuer', async () => {
    await signInWithIdToken(
      (claims) => idp.signIdToken({ ...claims, aud: 'another-app.apps.googleusercontent.com' }),
      'token_claims',
    );
    await signInWithIdToken(
      (claims) => idp.signIdToken({ ...claims, iss: 'https://accounts.evil.example' }),
      'token_claims',
    );
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    await signInWithIdToken(
      (claims) => idp.signIdToken({ ...claims, iat: now - 7200, exp: now - 3600 }),
      'token_expired',
    );
  });

  it('refuses a tampered payload', async () => {
    await signInWithIdToken(async (claims) => {
      const [header, , signature] = (await idp.signIdToken(claims)).split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...claims, sub: 'someone-else', email: 'victim@example.com' }),
      ).toString('base64url');
      return `${header}.${forged}.${signature}`;
    }, 'token_signature');
  });
});

describe('Google sign-in: throttling', () => {
  it('sends a client that starts too many sign-ins to the error screen', async () => {
    const ip = randomIp();
    let last: URL | undefined;
    for (let attempt = 0; attempt < 61; attempt += 1) last = await startSignIn(ip);
    expect(last?.pathname).toBe('/social-login');
    expect(last?.searchParams.get('error')).toBe('too_many_requests');
    // Another address is not affected.
    expect((await startSignIn(randomIp())).origin).toBe(idp.baseUrl);
  });
});
