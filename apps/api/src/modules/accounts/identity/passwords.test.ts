import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import {
  bearer,
  codeIn,
  lastMessageTo,
  randomIp,
  registerClient,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/factories';

const clock = new ManualClock(new Date());
const t = testAppForFile({ clock });

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  ip = randomIp(),
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': 'en', ...headers },
  });
const checkLogin = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/checkLogin', headers: bearer(token) });
const login = (email: string, password: string, ip?: string) =>
  post('/api/v1/login', { email, password }, {}, ip);

async function resetTokenFor(email: string): Promise<string> {
  const body = (await lastMessageTo(t.app, email))?.body ?? '';
  const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no reset link in ${body}`);
  return token;
}

describe('forgot and reset password', () => {
  it('answers known and unknown addresses alike, and mails only the known one', async () => {
    const client = await registerClient(t.app);
    const unknown = uniqueEmail('ghost');
    const a = await post('/api/v1/forgotPassword', { email: client.email });
    const b = await post('/api/v1/forgotPassword', { email: unknown });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    expect(await lastMessageTo(t.app, unknown)).toBeUndefined();
    expect((await lastMessageTo(t.app, client.email))?.body).toContain('/password/reset/');
  });

  it('sets a new password once, ends every session, and the old password stops working', async () => {
    const client = await registerClient(t.app);
    const other = json<{ data: { token: string } }>(await login(client.email, TEST_PASSWORD)).data
      .token;
    await post('/api/v1/forgotPassword', { email: client.email });
    const token = await resetTokenFor(client.email);

    const reset = await post('/api/v1/resetPassword', {
      token,
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await checkLogin(client.token)).statusCode).toBe(401);
    expect((await checkLogin(other)).statusCode).toBe(401);
    expect((await login(client.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(client.email, 'brand-new-password')).statusCode).toBe(200);

    const again = await post('/api/v1/resetPassword', {
      token,
      password: 'another-password-1',
      password_confirmation: 'another-password-1',
    });
    expect(again.statusCode).toBe(422);
    expect(json(again).code).toBe('reset_link_invalid');
  });

  it('expires a reset link after 60 minutes', async () => {
    const client = await registerClient(t.app);
    await post('/api/v1/forgotPassword', { email: client.email });
    const token = await resetTokenFor(client.email);
    clock.advance(61 * 60_000);
    const late = await post('/api/v1/resetPassword', {
      token,
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    clock.set(new Date());
    expect(late.statusCode).toBe(422);
  });

  it('refuses a made-up token and mismatched passwords with field messages', async () => {
    const response = await post('/api/v1/resetPassword', {
      token: 'x'.repeat(43),
      password: 'abcdefgh',
      password_confirmation: 'abcdefgi',
    });
    expect(response.statusCode).toBe(422);
    expect(
      json<{ errors: Record<string, string[]> }>(response).errors.password_confirmation,
    ).toEqual(['password and Re-enterd password are not the same']);
  });
});

describe('change and set password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const client = await registerClient(t.app);
    const other = json<{ data: { token: string } }>(await login(client.email, TEST_PASSWORD)).data
      .token;
    const wrong = await post(
      '/api/v1/changepassword',
      {
        current_password: 'not-it-at-all',
        password: 'changed-password',
        password_confirmation: 'changed-password',
      },
      bearer(client.token),
    );
    expect(wrong.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(wrong).errors.current_password).toEqual([
      'Your current password is not correct.',
    ]);

    const ok = await post(
      '/api/v1/changepassword',
      {
        current_password: TEST_PASSWORD,
        password: 'changed-password',
        password_confirmation: 'changed-password',
      },
      bearer(client.token),
    );
    expect(ok.statusCode).toBe(200);
    expect((await checkLogin(client.token)).statusCode).toBe(200);
    expect((await checkLogin(other)).statusCode).toBe(401);
    expect((await login(client.email, 'changed-password')).statusCode).toBe(200);
  });

  it('lets an account made by a code set its first password, once', async () => {
    const email = uniqueEmail('coded');
    await post('/api/v1/send-email-otp', { email });
    const code = codeIn((await lastMessageTo(t.app, email))?.body);
    const { token } = json<{ data: { token: string } }>(
      await post('/api/v1/submit-email-otp', { email, code }),
    ).data;
    const set = await post(
      '/api/v1/set-password',
      { password: 'first-password', password_confirmation: 'first-password' },
      bearer(token),
    );
    expect(set.statusCode).toBe(200);
    expect((await login(email, 'first-password')).statusCode).toBe(200);
    const twice = await post(
      '/api/v1/set-password',
      { password: 'second-password', password_confirmation: 'second-password' },
      bearer(token),
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe('lockout after wrong passwords', () => {
  it('locks an account for 15 minutes after 10 wrong passwords from one address, even against the right one', async () => {
    const client = await registerClient(t.app);
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(client.email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    const locked = await login(client.email, TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toMatchObject({
      code: 'account_locked',
      message: 'Too many wrong passwords. This account is locked for 15 minutes; try again later.',
    });
    clock.advance(15 * 60_000 + 1_000);
    expect((await login(client.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    clock.set(new Date());
  });

  it('locks an unknown address the same way, so the lock reveals nothing', async () => {
    const email = uniqueEmail('no-account');
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    expect((await login(email, 'anything-at-all', ip)).statusCode).toBe(429);
  });

  it('a guesser locks only their own address: the owner still logs in from another', async () => {
    const owner = await registerClient(t.app);
    const attacker = randomIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(owner.email, `wrong-${i}-password`, attacker)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, randomIp())).statusCode).toBe(200);
  });

  it('stops a guesser spread over many addresses at 100 failures an hour for the account', async () => {
    const owner = await registerClient(t.app);
    // 9 guesses from each of 12 addresses: no address reaches its own limit of 10.
    const statuses: number[] = [];
    for (let address = 0; address < 12; address += 1) {
      const ip = randomIp();
      for (let i = 0; i < 9; i += 1)
        statuses.push((await login(owner.email, `wrong-${address}-${i}`, ip)).statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
    const fresh = await login(owner.email, TEST_PASSWORD, randomIp());
    expect(fresh.statusCode).toBe(429);
    // Its own message: the lock lasts up to an hour, not the pair's 15 minutes.
    expect(json(fresh).code).toBe('account_locked_everywhere');
    clock.advance(60 * 60_000 + 1_000);
    expect((await login(owner.email, TEST_PASSWORD, randomIp())).statusCode).toBe(200);
    clock.set(new Date());
  }, 60_000);

  it('throttles failed logins per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push((await login(uniqueEmail('spray'), 'password-spray', ip)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('never throttles correct logins: one shared (NAT) address logs in 70 times in a row', async () => {
    const client = await registerClient(t.app);
    const ip = randomIp();
    for (let i = 0; i < 70; i += 1)
      expect((await login(client.email, TEST_PASSWORD, ip)).statusCode, `login ${i + 1}`).toBe(200);
    // Failures from the same address are still counted: 10 lock this account there.
    for (let i = 0; i < 10; i += 1)
      expect((await login(client.email, `wrong-${i}-password`, ip)).statusCode).toBe(401);
    expect((await login(client.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
  }, 60_000);

  it('a wrong current password on a change counts like a wrong login; a right one does not', async () => {
    const client = await registerClient(t.app);
    const ip = randomIp();
    const change = (current: string) =>
      post(
        '/api/v1/changepassword',
        {
          current_password: current,
          password: 'next-password-1',
          password_confirmation: 'next-password-1',
        },
        bearer(client.token),
        ip,
      );
    for (let i = 0; i < 10; i += 1)
      expect((await change(`wrong-${i}-password`)).statusCode).toBe(422);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });
});
