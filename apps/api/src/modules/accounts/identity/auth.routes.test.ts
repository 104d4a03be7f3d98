import { describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { bearer, registerClient, registrationBody, TEST_PASSWORD } from '../../../test/factories';

const t = testAppForFile();

describe('register → login → profile → logout', () => {
  it('walks the whole account life cycle and revokes the token at logout', async () => {
    const body = registrationBody({ email: 'Mixed.Case@Example.com' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: body,
    });
    expect(registered.statusCode).toBe(201);
    const reg = json<{ data: { token: string; profile: { email: string; firstname: string } } }>(
      registered,
    );
    expect(reg.data.profile.email).toBe('mixed.case@example.com');
    expect(reg.data.token.length).toBeGreaterThanOrEqual(22);

    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'MIXED.case@example.com', password: TEST_PASSWORD },
    });
    expect(loggedIn.statusCode).toBe(200);
    const { token } = json<{ data: { token: string } }>(loggedIn).data;
    expect(token).not.toBe(reg.data.token);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkLogin',
      headers: bearer(token),
    });
    expect(check.statusCode).toBe(200);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    expect(json<{ data: { profile: { firstname: string } } }>(profile).data.profile.firstname).toBe(
      'Shirin',
    );

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkLogin',
      headers: bearer(token),
    });
    expect(after.statusCode).toBe(401);
    expect(json(after).code).toBe('unauthenticated');
    // The registration token is a separate session and still works.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/checkLogin',
      headers: bearer(reg.data.token),
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a wrong password with SPEC wording in English and Persian by default', async () => {
    const client = await registerClient(t.app);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: client.email, password: 'not-the-password' },
    });
    expect(en.statusCode).toBe(401);
    expect(json(en)).toMatchObject({
      code: 'invalid_credentials',
      message: 'Wrong Username/Password',
    });

    const fa = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nobody@example.com', password: 'whatever-password' },
    });
    expect(fa.statusCode).toBe(401);
    expect(json(fa)).toMatchObject({
      code: 'invalid_credentials',
      message: 'نام کاربری یا رمز عبور اشتباه است',
    });
  });

  it('refuses a second registration with the same email, whatever its case', async () => {
    const client = await registerClient(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'accept-language': 'en' },
      payload: registrationBody({ email: client.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      code: 'email_taken',
      message: 'Email already used/Existed',
    });
  });

  it('answers an invalid body with 422 and a message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'accept-language': 'en' },
      payload: {
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
        firstname: '',
        terms: false,
      },
    });
    expect(response.statusCode).toBe(422);
    const body = json<{ code: string; errors: Record<string, string[]> }>(response);
    expect(body.code).toBe('validation_failed');
    expect(body.errors.email).toEqual(['Enter valid Email address']);
    expect(body.errors.password).toEqual(['Password must be more than 8 characters']);
    expect(body.errors.firstname).toEqual(['This field is required.']);
    expect(body.errors.lastname).toEqual(['This field is required.']);
    expect(body.errors.terms).toEqual(['Agreement to the terms and conditions is required.']);
  });

  it('says the confirmation differs once the rest is valid', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      headers: { 'accept-language': 'en' },
      payload: registrationBody({ password_confirmation: 'something-else' }),
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(response).errors).toEqual({
      password_confirmation: ['password and Re-enterd password are not the same'],
    });
  });

  it.each([
    ['malformed JSON', '{"email":', 'application/json', 400],
    ['an array body', '[]', 'application/json', 422],
    ['a string body', '"hello"', 'application/json', 422],
    ['form encoding', 'email=a', 'application/x-www-form-urlencoded', 415],
  ])('never answers 500 for %s', async (_label, payload, contentType, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(json(response)).toHaveProperty('message');
    expect(json(response)).toHaveProperty('code');
  });

  it('rejects missing, malformed and unknown bearer tokens', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', 'Bearer ' + 'x'.repeat(43)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('registration tracking (SPEC §3 payload)', () => {
  it('records anon_id, email, first name and traits once per registration', async () => {
    const { trackingEvents } = await import('../../../db/schema');
    const { eq } = await import('drizzle-orm');
    const body = registrationBody({ anon_id: 'Ab3dE6gH9jK1' });
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/register', payload: body });
    const userId = json<{ data: { profile: { id: number } } }>(response).data.profile.id;
    const rows = await t.deps.database.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'registered',
      anonId: 'Ab3dE6gH9jK1',
      payload: {
        anon_id: 'Ab3dE6gH9jK1',
        email: body.email,
        first_name: 'Shirin',
        method: 'password',
      },
    });
  });
});
