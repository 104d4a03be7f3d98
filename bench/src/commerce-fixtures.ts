import { randomBytes } from 'node:crypto';
import { bearer, logIn } from './demo-login';
import { rawRequest } from './raw-request';

const ADMIN = { email: 'admin@ravan.demo', password: 'ravan-demo-2026' };

async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown) {
  const response = await rawRequest(`${baseUrl}${path}`, {
    method,
    headers: {
      ...bearer(token),
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = response.body.toString('utf8');
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}

/** A fresh client (its own basket and wallet, so scenarios do not disturb each other). */
export async function newClient(baseUrl: string): Promise<string> {
  const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'bench-password-1';
  const response = await rawRequest(`${baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      firstname: 'Bench',
      lastname: 'Client',
      terms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status}`);
  return (JSON.parse(response.body.toString('utf8')) as { data: { token: string } }).data.token;
}

/**
 * A client with a large toman wallet (an admin-made gift code) and an unpaid factor for the
 * 1-session package: each checkout request pays 1 toman of it from the wallet.
 */
export async function clientWithPayableFactor(
  baseUrl: string,
): Promise<{ token: string; factorId: number }> {
  const admin = await logIn(baseUrl, ADMIN);
  const gift = await call(baseUrl, 'POST', '/api/v1/staff/giftcodes', admin, {
    currency: 'rial',
    amount: 10_000_000,
  });
  const token = await newClient(baseUrl);
  await call(baseUrl, 'POST', '/api/v1/user/giftcodes', token, { code: gift.data.code });
  await call(baseUrl, 'POST', '/api/v1/cart', token, { package_id: 1 });
  const order = await call(baseUrl, 'POST', '/api/v1/saveorder', token);
  return { token, factorId: (order.data.factor as { id: number }).id };
}
