import type { GoogleConfig } from './google-id-token.verifier';
import { SocialLoginFailure } from './social-login-failure';

const TOKEN_TIMEOUT_MS = 10_000;

/** Where the browser goes to sign in with Google (OpenID Connect authorization-code flow). */
export function googleAuthorizationUrl(
  google: GoogleConfig,
  request: { redirectUri: string; state: string; nonce: string },
): string {
  const url = new URL(google.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', google.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  return url.toString();
}

/**
 * Trades the authorization code for tokens at Google's token endpoint and answers the ID token.
 * A network call: never call it inside a database transaction.
 */
export async function exchangeGoogleCode(
  google: GoogleConfig,
  request: { code: string; redirectUri: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: request.code,
        redirect_uri: request.redirectUri,
        client_id: google.clientId,
        client_secret: google.clientSecret,
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SocialLoginFailure('exchange_failed', { cause: error });
  }
  const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
  if (!response.ok || typeof body?.id_token !== 'string')
    throw new SocialLoginFailure('exchange_failed');
  return body.id_token;
}
