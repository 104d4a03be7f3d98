import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import {
  bearer,
  getAs,
  lastMessageTo,
  postAs,
  randomIp,
  registrationBody,
} from '../../../test/factories';
import { emailVerificationTokens } from './email-verification-tokens.table';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Registers through a forged Host header: the emailed link must not point there. */
async function register() {
  const body = registrationBody();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: body,
    remoteAddress: randomIp(),
    headers: { host: 'evil.example', 'accept-language': 'en' },
  });
  expect(response.statusCode).toBe(201);
  const { token } = json<{ data: { token: string } }>(response).data;
  return { token, email: body.email as string };
}

const linkIn = (body: string) => /(\S+\/verify-email\/([A-Za-z0-9_-]+)\?lang=\w+)/.exec(body);

const verify = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/email/verify',
    payload: { token },
    remoteAddress: randomIp(),
    headers: { 'accept-language': 'en' },
  });

async function verified(token: string) {
  const response = await getAs(t.app, token, '/api/v1/user/profile');
  return json<{ data: { profile: { email_verified: boolean } } }>(response).data.profile
    .email_verified;
}

describe('email verification', () => {
  it('registration emails a link from the public URL; the link verifies the address once', async () => {
    const client = await register();
    expect(await verified(client.token)).toBe(false);
    const message = await lastMessageTo(t.app, client.email);
    const link = linkIn(message!.body);
    expect(link).not.toBeNull();
    expect(link![1]).not.toContain('evil.example');

    const first = await verify(link![2]!);
    expect(first.statusCode).toBe(200);
    expect(json(first).message).toBe('Your email address is verified.');
    expect(await verified(client.token)).toBe(true);

    const again = await verify(link![2]!);
    expect(again.statusCode).toBe(422);
    expect(json(again).code).toBe('verification_link_invalid');
  });

  it('refuses an unknown or expired token with 422', async () => {
    expect((await verify('not-a-real-token')).statusCode).toBe(422);
    const client = await register();
    const link = linkIn((await lastMessageTo(t.app, client.email))!.body)!;
    await t.deps.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await verify(link[2]!);
    expect(expired.statusCode).toBe(422);
    expect(await verified(client.token)).toBe(false);
  });

  it('resends on request, five an hour per account (429 after)', async () => {
    const client = await register();
    // Registration sent the first; four more go through, the sixth is refused.
    for (let i = 0; i < 4; i += 1) {
      const sent = await postAs(t.app, client.token, '/api/v1/user/email/verification');
      expect(sent.statusCode).toBe(200);
    }
    const refused = await postAs(t.app, client.token, '/api/v1/user/email/verification');
    expect(refused.statusCode).toBe(429);

    const tokens = await t.deps.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.email, client.email));
    expect(tokens).toHaveLength(5);

    const newest = linkIn((await lastMessageTo(t.app, client.email))!.body)!;
    expect((await verify(newest[2]!)).statusCode).toBe(200);
  });

  it('asks a guest to log in before resending (401)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/email/verification',
      headers: bearer('nope'),
    });
    expect(response.statusCode).toBe(401);
  });
});
