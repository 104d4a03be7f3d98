import { describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { bearer, randomIp, registerClient, uniqueEmail } from '../../../test/factories';
import { issueLoginTicket } from './login-tickets.service';

const t = testAppForFile();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: randomIp(),
    headers: { 'accept-language': 'en', ...headers },
  });

describe('login methods', () => {
  it('tells the ways an address can sign in', async () => {
    const client = await registerClient(t.app);
    const known = json<{ data: { exists: boolean; methods: string[] } }>(
      await post('/api/v1/login-methods', { email: client.email }),
    );
    expect(known.data).toEqual({ exists: true, methods: ['password', 'email_otp'] });
    const unknown = json<{ data: { exists: boolean } }>(
      await post('/api/v1/checkUser', { email: uniqueEmail('new') }),
    );
    expect(unknown.data.exists).toBe(false);
    expect((await post('/api/v1/checkUser', {})).statusCode).toBe(422);
  });
});

describe('lead accounts', () => {
  it('psy-register answers a session as jwt, marks a lead user, and refuses an existing email', async () => {
    const email = uniqueEmail('lead');
    const response = await post('/api/v1/psy-register', { email, firstname: 'Lead' });
    expect(response.statusCode).toBe(201);
    const { data } = json<{
      data: { jwt: string; token: string; profile: { leadUser: boolean; has_password: boolean } };
    }>(response);
    expect(data.jwt).toBe(data.token);
    expect(data.profile).toMatchObject({ leadUser: true, has_password: false });
    const again = await post('/api/v1/register-pre-session-test', { email });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Email already used/Existed');
  });
});

describe('login tickets', () => {
  it('trades a ticket for a session once', async () => {
    const client = await registerClient(t.app);
    const ticket = await issueLoginTicket(t.deps, t.deps.database.db, client.profile.id, 'link');
    const first = await post('/api/v1/login-with-token', { token: ticket });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/v1/login-with-token', { token: ticket });
    expect(again.statusCode).toBe(401);
    expect(json(again).code).toBe('login_link_invalid');
  });

  it('gives one session for a ticket redeemed 10 times at once', async () => {
    const client = await registerClient(t.app);
    const ticket = await issueLoginTicket(t.deps, t.deps.database.db, client.profile.id, 'link');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/v1/login-with-token', { token: ticket })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});

describe('demographics', () => {
  it('reads and updates the demographic fields with profile validation', async () => {
    const client = await registerClient(t.app);
    const updated = await post(
      '/api/v1/user/demographics',
      { birth_date: '1990-04-21', marital_status: 'married', child_count: 2, country: 'de' },
      bearer(client.token),
    );
    expect(updated.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/demographics',
      headers: bearer(client.token),
    });
    expect(json<{ data: { demographics: object } }>(read).data.demographics).toMatchObject({
      birth_date: '1990-04-21',
      marital_status: 'married',
      child_count: 2,
      country: 'DE',
    });
    const invalid = await post(
      '/api/v1/user/demographics',
      { birth_date: '1990-13-45', child_count: -1 },
      bearer(client.token),
    );
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(invalid).errors).sort()).toEqual([
      'birth_date',
      'child_count',
    ]);
  });

  it('refuses a phone number that does not exist in its country', async () => {
    const client = await registerClient(t.app);
    const response = await post(
      '/api/v1/user/profile',
      { cel: '+98 000 000 0000' },
      bearer(client.token),
    );
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors.cel).toEqual([
      'Phone Number Invalid.',
    ]);
  });
});
