import * as contract from '@ravan/contract';
import { errorBody, translateMessage, type Endpoint } from '@ravan/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock } from './lib/clock';
import { buildTestApp, json, type TestApp } from './test/build-test-app';
import { loginAs } from './test/commerce-fixtures';
import { bearer, randomIp, registrationBody, registerClient } from './test/factories';

/**
 * Bad input never answers 5xx, and every refusal has the error shape `{ message, code, errors? }`.
 * Every contract endpoint gets bodies (and queries) built from its own schema — so they pass the
 * type checks and reach the handler — with hostile strings (NUL, bidi overrides, controls),
 * wrong types, nulls and huge numbers mixed in, and plain arbitrary JSON. User endpoints are
 * called signed in (client, therapist or admin by path), so the body is validated past auth.
 */

const endpoints = (Object.values(contract) as unknown[])
  .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
  .flatMap((namespace) => Object.values(namespace))
  .filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      'method' in value &&
      'access' in value,
  )
  // Signing out would end the session the other calls use; it takes no input anyway.
  .filter((endpoint) => endpoint.path !== '/logout');

/** Runs per endpoint and input: about 105 endpoints × these ≈ a few thousand requests. */
const RUNS = 25;

const hostileString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    'Sara\u202eexe.fdp',
    '\u2066x\u2069',
    'line\r\nbreak',
    '\u0007\u001b[31m',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '💥\ud800',
    'می‌خواهم',
    ' '.repeat(3),
    'x'.repeat(5000),
    '2026-02-30',
    '1e309',
    '-1',
    'sara@example.com',
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, 2 ** 63, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Something of another type than the schema asks for. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
);

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  innerType?: { _zod: { def: ZodDef } };
  element?: { _zod: { def: ZodDef } };
  options?: { _zod: { def: ZodDef } }[];
  in?: { _zod: { def: ZodDef } };
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: { _zod: { def: ZodDef } };
}

const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

/** Values shaped by the schema, with a wrong-typed value now and then. */
function shaped(def: ZodDef, depth = 0): fc.Arbitrary<unknown> {
  const exact = exactly(def, depth);
  return fc.oneof({ weight: 6, arbitrary: exact }, { weight: 1, arbitrary: wrongType });
}

function exactly(def: ZodDef, depth: number): fc.Arbitrary<unknown> {
  switch (def.type) {
    case 'string':
      return hostileString;
    case 'number':
    case 'int':
      return hostileNumber;
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.option(shaped(defOf(def.innerType), depth), { nil: undefined });
    case 'pipe':
      return shaped(defOf(def.in), depth);
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(shaped(defOf(def.element), depth + 1), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => shaped(defOf(option), depth)));
    case 'record':
      return fc.dictionary(hostileString, shaped(defOf(def.valueType), depth + 1), {
        maxKeys: 3,
      });
    case 'object':
      return depth > 3
        ? fc.constant({})
        : fc.record(
            Object.fromEntries(
              Object.entries(def.shape ?? {}).map(([key, field]) => [
                key,
                shaped(defOf(field), depth + 1),
              ]),
            ),
            { requiredKeys: [] },
          );
    default:
      return anyJson;
  }
}

const inputFor = (schema: unknown) =>
  fc.oneof({ weight: 4, arbitrary: shaped(defOf(schema)) }, { weight: 1, arbitrary: anyJson });

/** Path parameters with values that look right, so the request reaches validation. */
const pathOf = (endpoint: Endpoint) =>
  `/api/v1${endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    name === 'currency' ? 'dollar' : '1',
  )}`;

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let t: TestApp;
const tokens: Record<'client' | 'therapist' | 'admin', string> = {
  client: '',
  therapist: '',
  admin: '',
};
beforeAll(async () => {
  t = await buildTestApp({ clock: new OffsetClock(), env: { DEV_CLOCK: 'true' } });
  tokens.client = await loginAs(t.app, 'client@ravan.demo');
  tokens.therapist = await loginAs(t.app, 'therapist@ravan.demo');
  tokens.admin = await loginAs(t.app, 'admin@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

function tokenFor(endpoint: Endpoint): string | undefined {
  if (endpoint.access !== 'user') return undefined;
  if (endpoint.path.startsWith('/staff')) return tokens.admin;
  if (endpoint.path.startsWith('/therapist')) return tokens.therapist;
  return tokens.client;
}

async function call(endpoint: Endpoint, body: unknown, query: unknown) {
  const token = tokenFor(endpoint);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return t.app.inject({
    method: endpoint.method,
    url: pathOf(endpoint) + queryString(query),
    remoteAddress: randomIp(),
    headers: {
      'accept-language': 'en',
      ...(token ? bearer(token) : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(body ?? null) } : {}),
  });
}

function expectNoServerError(
  endpoint: Endpoint,
  response: Awaited<ReturnType<typeof call>>,
  input: unknown,
) {
  const where = `${endpoint.method} ${endpoint.path} ${JSON.stringify(input)?.slice(0, 300)}`;
  expect(response.statusCode, `${where} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expect(
      errorBody.safeParse(json(response)).success,
      `${where}: not the error shape: ${response.body.slice(0, 300)}`,
    ).toBe(true);
  }
}

describe('bad input answers 422 with the usual message, never 500', () => {
  it('refuses a NUL in a text field', async () => {
    const client = await registerClient(t.app);
    const cases: [string, string, object][] = [
      ['', '/api/v1/register', registrationBody({ firstname: 'Sa\u0000ra' })],
      [
        client.token,
        '/api/v1/user/profile',
        { firstname: 'Sara', lastname: 'Ahmadi', city: 'Te\u0000hran' },
      ],
      [client.token, '/api/v1/user/giftcodes', { code: 'GIFT\u0000' }],
      [
        tokens.admin,
        '/api/v1/staff/packages',
        {
          title_fa: 'بسته\u0000',
          title_en: 'Package',
          kind: 'regular',
          session_count: 2,
          prices: [{ currency: 'dollar', amount: 100 }],
        },
      ],
    ];
    for (const [token, url, payload] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: randomIp(),
        headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(json(response)).toMatchObject({
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
      });
    }
  });

  it('refuses a right-to-left override in a name, in the caller’s language', async () => {
    const client = await registerClient(t.app);
    const cases: [string, string, object, string][] = [
      ['', '/api/v1/register', registrationBody({ lastname: 'Ahmadi\u202eexe.fdp' }), 'lastname'],
      [client.token, '/api/v1/user/profile', { firstname: '\u202eSara' }, 'firstname'],
      [client.token, '/api/v1/user/profile', { city: 'Tehran\u2066' }, 'city'],
    ];
    for (const [token, url, payload, field] of cases) {
      for (const locale of ['fa', 'en'] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress: randomIp(),
          headers: { 'accept-language': locale, ...(token ? bearer(token) : {}) },
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
        expect(json(response)).toEqual({
          code: 'validation_failed',
          message: translateMessage(locale, 'validation_failed'),
          errors: { [field]: [translateMessage(locale, 'v.forbidden_chars')] },
        });
      }
    }
  });

  it('refuses a JSON body of null', async () => {
    const client = await registerClient(t.app);
    for (const url of ['/register', '/resetPassword', '/changepassword', '/set-password']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: 'null',
        remoteAddress: randomIp(),
        headers: {
          'content-type': 'application/json',
          'accept-language': 'fa',
          ...bearer(client.token),
        },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(json(response)).toMatchObject({
        code: 'validation_failed',
        message: 'لطفاً موارد مشخص‌شده را اصلاح کنید.',
      });
    }
  });
});

describe('every contract endpoint, fuzzed', () => {
  it('answers no 5xx and every error in the error shape', { timeout: 120_000 }, async () => {
    let requests = 0;
    for (const endpoint of endpoints) {
      const body = endpoint.body ? inputFor(endpoint.body) : anyJson;
      const query = endpoint.query ? inputFor(endpoint.query) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(body, query, async (bodyValue, queryValue) => {
          requests += 1;
          const response = await call(endpoint, bodyValue, queryValue);
          expectNoServerError(endpoint, response, { body: bodyValue, query: queryValue });
        }),
        { numRuns: endpoint.body || endpoint.query ? RUNS : 3 },
      );
    }
    expect(requests).toBeGreaterThan(1000);
  });
});
