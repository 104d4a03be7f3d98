import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CryptoKey, JWTPayload } from 'jose';
import {
  createSigningKey,
  signJwt,
  withoutUndefined,
  type SignOptions,
  type SigningKey,
} from './fake-oidc-keys';

/**
 * A stand-in for Google (OpenID Connect) and Firebase Auth, for API tests and browser journeys.
 * It is a real HTTP server on 127.0.0.1 with its own RSA keys; nothing leaves the machine.
 *
 *   const idp = await startFakeOidcProvider();
 *   // give the server idp.env (GOOGLE_* and FIREBASE_* settings), e.g. startServer({ env: idp.env })
 *   idp.setIdentity({ sub: 'g-1', email: 'a@example.com', email_verified: true });
 *   // the browser follows /api/v1/auth/google/redirect → idp /authorize, which "consents" at once
 *   // and sends it back to redirect_uri with ?code=…&state=…; the server trades the code at /token.
 *   await idp.close();
 *
 * - GET  /authorize   checks response_type=code, client_id, redirect_uri, scope ⊇ openid; redirects
 *                     to redirect_uri with `code` and the same `state` (or `error=access_denied`
 *                     after denyNextAuthorization()). The code remembers the nonce and identity.
 * - POST /token       form body; checks grant_type, client_id + client_secret (body or Basic),
 *                     that the code is known, unused, at most 10 minutes old, and that redirect_uri
 *                     is the one /authorize saw. Answers { id_token, access_token, token_type }.
 * - GET  /jwks        the Google signing key; GET /firebase/jwks the Firebase one.
 * - signIdToken / signFirebaseToken mint tokens for negative tests: defaults are a valid token,
 *   `claims` override them (undefined drops one), `{ key: idp.foreignKey }` signs with a key no
 *   JWKS lists, `{ kid }` changes the header. replaceNextIdToken() makes /token hand out such a
 *   token once (wrong nonce, audience, issuer… through the whole redirect flow).
 * - `now` (option) is the provider's clock for iat/exp/auth_time: pass the API's ManualClock.
 */
export interface FakeIdentity {
  sub: string;
  email?: string | null;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** The settings a Ravan server needs to sign in through this provider. */
export interface FakeOidcEnv {
  [name: string]: string;
  GOOGLE_CLIENT_ID: string;
  GOOGLE_CLIENT_SECRET: string;
  GOOGLE_ISSUER: string;
  GOOGLE_AUTH_URL: string;
  GOOGLE_TOKEN_URL: string;
  GOOGLE_JWKS_URL: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_JWKS_URL: string;
}

export interface FakeOidcOptions {
  clientId?: string;
  clientSecret?: string;
  firebaseProjectId?: string;
  identity?: FakeIdentity;
  now?: () => Date;
}

export interface FakeOidcProvider {
  baseUrl: string;
  /** The `iss` of its Google-style ID tokens (= baseUrl). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  firebaseProjectId: string;
  env: FakeOidcEnv;
  /** A private key that no JWKS of this provider lists. */
  foreignKey: CryptoKey;
  /** Who "signs in" at the next /authorize calls. */
  setIdentity(identity: FakeIdentity): void;
  /** The next /authorize answers `error=access_denied` (the person pressed cancel). */
  denyNextAuthorization(): void;
  /** The next /token answer carries the ID token this returns instead (given the right claims). */
  replaceNextIdToken(mint: (claims: JWTPayload) => string | Promise<string>): void;
  /** How many codes /token has exchanged successfully. */
  exchangedCodes(): number;
  signIdToken(claims?: Record<string, unknown>, options?: SignOptions): Promise<string>;
  signFirebaseToken(claims?: Record<string, unknown>, options?: SignOptions): Promise<string>;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  identity: FakeIdentity;
  issuedAt: number;
  used: boolean;
}

const CODE_TTL_MS = 10 * 60_000;

export function randomIdentity(): FakeIdentity {
  const id = randomBytes(6).toString('hex');
  return {
    sub: `1${BigInt(`0x${id}`).toString().padStart(20, '0')}`,
    email: `google-${id}@example.com`,
    email_verified: true,
    name: 'Sara Karimi',
    given_name: 'Sara',
    family_name: 'Karimi',
  };
}

function send(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function basicCredentials(header: string | undefined): [string, string] | undefined {
  const match = header ? /^Basic\s+(.+)$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const [id, secret] = Buffer.from(match[1], 'base64').toString('utf8').split(':');
  return id !== undefined && secret !== undefined
    ? [decodeURIComponent(id), decodeURIComponent(secret)]
    : undefined;
}

export async function startFakeOidcProvider(
  options: FakeOidcOptions = {},
): Promise<FakeOidcProvider> {
  const clientId = options.clientId ?? 'ravan-test.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url');
  const firebaseProjectId = options.firebaseProjectId ?? 'ravan-test';
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const googleKey: SigningKey = await createSigningKey(randomBytes(8).toString('hex'));
  const firebaseKey: SigningKey = await createSigningKey(randomBytes(8).toString('hex'));
  const foreign = await createSigningKey('foreign');

  let identity = options.identity ?? randomIdentity();
  let denyNext = false;
  let nextIdToken: ((claims: JWTPayload) => string | Promise<string>) | undefined;
  let exchanged = 0;
  const codes = new Map<string, PendingCode>();
  let baseUrl = '';

  const idTokenClaims = (code: PendingCode | undefined, claims: Record<string, unknown> = {}) => {
    const who = code?.identity ?? identity;
    const iat = seconds();
    return withoutUndefined({
      iss: baseUrl,
      aud: clientId,
      azp: clientId,
      sub: who.sub,
      email: who.email ?? undefined,
      email_verified: who.email_verified,
      name: who.name,
      given_name: who.given_name,
      family_name: who.family_name,
      nonce: code?.nonce,
      iat,
      exp: iat + 3600,
      ...claims,
    });
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    if (q.get('response_type') !== 'code') return send(response, 400, 'unsupported response_type');
    if (q.get('client_id') !== clientId) return send(response, 400, 'unknown client_id');
    if (!redirectUri || !/^https?:\/\//.test(redirectUri))
      return send(response, 400, 'redirect_uri missing');
    if (!(q.get('scope') ?? '').split(' ').includes('openid'))
      return send(response, 400, 'scope must include openid');
    const target = new URL(redirectUri);
    const state = q.get('state');
    if (denyNext) {
      denyNext = false;
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/${randomBytes(24).toString('base64url')}`;
      codes.set(code, {
        clientId,
        redirectUri,
        nonce: q.get('nonce') ?? undefined,
        identity,
        issuedAt: Date.now(),
        used: false,
      });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', q.get('scope') ?? 'openid');
    }
    if (state !== null) target.searchParams.set('state', state);
    send(response, 302, '', { location: target.toString() });
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    const [id, secret] = basicCredentials(request.headers.authorization) ?? [
      form.get('client_id'),
      form.get('client_secret'),
    ];
    if (id !== clientId || secret !== clientSecret)
      return send(response, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code')
      return send(response, 400, { error: 'unsupported_grant_type' });
    const code = codes.get(form.get('code') ?? '');
    if (!code || code.used || Date.now() - code.issuedAt > CODE_TTL_MS)
      return send(response, 400, { error: 'invalid_grant' });
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri)
      return send(response, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
    const claims = idTokenClaims(code);
    const mint = nextIdToken;
    nextIdToken = undefined;
    const idToken = mint ? await mint(claims) : await signJwt(claims, googleKey);
    exchanged += 1;
    send(response, 200, {
      access_token: `ya29.${randomBytes(24).toString('base64url')}`,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'openid email profile',
      id_token: idToken,
    });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-oidc');
    const handle = async () => {
      if (request.method === 'GET' && url.pathname === '/authorize')
        return authorize(url, response);
      if (request.method === 'POST' && url.pathname === '/token') return token(request, response);
      if (request.method === 'GET' && url.pathname === '/jwks')
        return send(response, 200, { keys: [googleKey.publicJwk] });
      if (request.method === 'GET' && url.pathname === '/firebase/jwks')
        return send(response, 200, { keys: [firebaseKey.publicJwk] });
      if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration')
        return send(response, 200, {
          issuer: baseUrl,
          authorization_endpoint: `${baseUrl}/authorize`,
          token_endpoint: `${baseUrl}/token`,
          jwks_uri: `${baseUrl}/jwks`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      send(response, 404, 'not found');
    };
    handle().catch((error: unknown) => send(response, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    issuer: baseUrl,
    clientId,
    clientSecret,
    firebaseProjectId,
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_ISSUER: baseUrl,
      GOOGLE_AUTH_URL: `${baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_JWKS_URL: `${baseUrl}/jwks`,
      FIREBASE_PROJECT_ID: firebaseProjectId,
      FIREBASE_JWKS_URL: `${baseUrl}/firebase/jwks`,
    },
    foreignKey: foreign.privateKey,
    setIdentity: (next) => {
      identity = next;
    },
    denyNextAuthorization: () => {
      denyNext = true;
    },
    replaceNextIdToken: (mint) => {
      nextIdToken = mint;
    },
    exchangedCodes: () => exchanged,
    signIdToken: (claims = {}, signOptions = {}) =>
      signJwt(idTokenClaims(undefined, claims), googleKey, signOptions),
    signFirebaseToken: (claims = {}, signOptions = {}) => {
      const iat = seconds();
      const uid = (claims.sub as string | undefined) ?? randomBytes(14).toString('base64url');
      return signJwt(
        withoutUndefined({
          iss: `https://securetoken.google.com/${firebaseProjectId}`,
          aud: firebaseProjectId,
          sub: uid,
          user_id: uid,
          auth_time: iat - 5,
          iat,
          exp: iat + 3600,
          firebase: { sign_in_provider: 'phone', identities: {} },
          ...claims,
        }),
        firebaseKey,
        signOptions,
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
