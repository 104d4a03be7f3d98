import { rawRequest } from './raw-request';

export interface Credentials {
  email: string;
  password: string;
}

/** The demo client the development seed creates (apps/api/src/db/seed). */
export const DEMO_CLIENT: Credentials = { email: 'client@ravan.demo', password: 'ravan-demo-2026' };

/** POST /api/v1/login and return the bearer token, or explain why there is none. */
export async function logIn(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await rawRequest(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  const text = response.body.toString('utf8');
  const token = (JSON.parse(text) as { data?: { token?: unknown } }).data?.token;
  if (response.status !== 200 || typeof token !== 'string') {
    throw new Error(
      `login as ${credentials.email} failed: ${response.status} ${text.slice(0, 200)}`,
    );
  }
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
