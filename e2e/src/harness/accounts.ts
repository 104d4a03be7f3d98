import { randomBytes } from 'node:crypto';
import { codeIn, nthMessage } from './outbox';

/** Calls the API as a client would (not through the browser), for test set-up. */
export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  locale: 'fa' | 'en' = 'en',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** An account with a password, made through POST /register. */
export async function registerAccount(baseUrl: string, email: string, password: string) {
  const { status } = await postJson(baseUrl, '/register', {
    email,
    password,
    password_confirmation: password,
    firstname: 'Mina',
    lastname: 'Rahimi',
    terms: true,
  });
  if (status !== 201) throw new Error(`register answered ${status}`);
}

/** An account without a password, made by signing in with an emailed code. */
export async function registerByEmailCode(baseUrl: string, email: string) {
  await postJson(baseUrl, '/send-email-otp', { email });
  const code = codeIn(await nthMessage(baseUrl, email, 1));
  const { status } = await postJson(baseUrl, '/submit-email-otp', { email, code });
  if (status !== 200) throw new Error(`submit-email-otp answered ${status}`);
}
