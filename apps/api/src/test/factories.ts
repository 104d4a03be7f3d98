import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

export const TEST_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    firstname: 'Shirin',
    lastname: 'Tehrani',
    terms: true,
    ...overrides,
  };
}

/** Registers a fresh client and answers its token and profile. */
export async function registerClient(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const body = registrationBody(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload: body,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json() as {
    data: { token: string; profile: { id: number; email: string } };
  };
  return { ...data, email: body.email, password: TEST_PASSWORD };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A client address of its own, so per-address rate limits of one test do not touch another. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** The newest development-outbox message to an address (what the built-in provider "sent"). */
export async function lastMessageTo(app: FastifyInstance, to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const { data } = response.json() as {
    data: { channel: string; subject: string | null; body: string }[];
  };
  return data[0];
}

export function codeIn(body: string | undefined): string {
  const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${body}`);
  return code;
}

/** POST as a logged-in user, in English, from an address of its own. */
export function postAs(app: FastifyInstance, token: string, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    remoteAddress: randomIp(),
    ...(payload === undefined ? {} : { payload }),
  });
}

export function getAs(app: FastifyInstance, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });
}
