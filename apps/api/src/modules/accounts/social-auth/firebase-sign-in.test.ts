import { startFakeOidcProvider, type FakeOidcProvider } from '@ravan/testkit';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, randomIp, registerClient } from '../../../test/factories';
import { lastAudit, userRow } from '../../../test/social-auth-fixtures';

let t: TestApp;
let idp: FakeOidcProvider;

beforeAll(async () => {
  idp = await startFakeOidcProvider();
  t = await buildTestApp({ env: idp.env });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

interface Session {
  data: { token: string; profile: { id: number; email: string | null; cel: string | null } };
}

function loginFirebase(idToken: string, ip = randomIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login-firebase',
    payload: { id_token: idToken },
    headers: { 'accept-language': 'en' },
    remoteAddress: ip,
  });
}

const uid = () => randomBytes(14).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('POST /login-firebase', () => {
  it('signs a phone user up, then logs the same account in again', async () => {
    const sub = uid();
    const phone = `+98912${String(Date.now()).slice(-7)}`;
    const first = await loginFirebase(await idp.signFirebaseToken({ sub, phone_number: phone }));
    expect(first.statusCode).toBe(200);
    const created = json<Session>(first).data;
    expect(created.profile.cel).toBe(phone);
    expect(created.token.length).toBeGreaterThanOrEqual(43);
    expect((await userRow(t, created.profile.id)).firebaseUid).toBe(sub);

    const ip = randomIp();
    const second = await loginFirebase(await idp.signFirebaseToken({ sub }), ip);
    expect(second.statusCode).toBe(200);
    const again = json<Session>(second).data;
    expect(again.profile.id).toBe(created.profile.id);
    expect(again.token).not.toBe(created.token);
    expect((await lastAudit(t, ip, 'login'))?.detail).toEqual({ method: 'firebase' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkLogin',
      headers: bearer(again.token),
    });
    expect(check.statusCode).toBe(200);
  });

  it('links a verified email to the account that has it', async () => {
    const client = await registerClient(t.app);
    const response = await loginFirebase(
      await idp.signFirebaseToken({ sub: uid(), email: client.email, email_verified: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(json<Session>(response).data.profile.id).toBe(client.profile.id);
  });

  const rejected: [string, () => Promise<string>, string][] = [
    [
      'another project’s audience',
      () => idp.signFirebaseToken({ aud: 'someone-elses-project' }),
      'token_claims',
    ],
    [
      'another issuer',
      () => idp.signFirebaseToken({ iss: 'https://securetoken.google.com/someone-elses-project' }),
      'token_claims',
    ],
    [
      'an expired token',
      () =>
        idp.signFirebaseToken({ iat: now() - 7200, exp: now() - 3600, auth_time: now() - 7200 }),
      'token_expired',
    ],
    [
      'a key Firebase does not publish',
      () => idp.signFirebaseToken({}, { key: idp.foreignKey }),
      'token_signature',
    ],
    [
      'a key published for Google sign-in, not Firebase',
      () =>
        idp.signIdToken({
          iss: `https://securetoken.google.com/${idp.firebaseProjectId}`,
          aud: idp.firebaseProjectId,
          auth_time: now() - 5,
        }),
      'token_signature',
    ],
    [
      'auth_time in the future',
      () => idp.signFirebaseToken({ auth_time: now() + 3600 }),
      'token_claims',
    ],
    ['no auth_time', () => idp.signFirebaseToken({ auth_time: undefined }), 'token_claims'],
    ['an empty subject', () => idp.signFirebaseToken({ sub: '' }), 'token_claims'],
    [
      'an unsigned token (alg none)',
      async () => {
        const [, payload] = (await idp.signFirebaseToken()).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
          'base64url',
        );
        return `${header}.${payload}.`;
      },
      'token_invalid',
    ],
  ];

  it.each(rejected)('refuses %s with 401 social_login_failed', async (_case, mint, reason) => {
    const ip = randomIp();
    const response = await loginFirebase(await mint(), ip);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({
      code: 'social_login_failed',
      message: 'Signing in with this account failed. Please try again or use another way.',
    });
    expect((await lastAudit(t, ip, 'login_failed'))?.detail).toEqual({
      method: 'firebase',
      reason,
    });
  });

  it('validates the body before anything else', async () => {
    const response = await loginFirebase('short');
    expect(response.statusCode).toBe(422);
    expect(json(response).code).toBe('validation_failed');
  });
});
