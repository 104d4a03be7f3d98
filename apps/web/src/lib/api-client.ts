import type { Endpoint, ErrorBody, Input, Locale, Output } from '@ravan/contract';

export interface CallInput<E extends Endpoint> {
  body?: Input<E['body']>;
  query?: Input<E['query']>;
  params?: Input<E['params']>;
  /** Extra request headers an endpoint documents (e.g. the cart's preflight). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A failed call: the server's code and message (already in the user's language), or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]>;
  readonly data: unknown;

  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'network_error' : 'unknown_error');
    this.errors = body.errors ?? {};
    this.data = body.data;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

interface ClientSettings {
  getToken: () => string | null;
  getLocale: () => Locale;
  /** Called when a call made with a token answers 401: the session is gone. */
  onUnauthorized: () => void;
}

let settings: ClientSettings = {
  getToken: () => null,
  getLocale: () => 'fa',
  onUnauthorized: () => undefined,
};

export function configureApiClient(next: ClientSettings): void {
  settings = next;
}

export const API_BASE = '/api/v1';

/** The headers every call carries: the route language and, when logged in, the bearer token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': settings.getLocale() };
  const token = settings.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export function buildUrl(
  path: string,
  params: object | undefined,
  query: object | undefined,
): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

/** Calls one contract endpoint. Resolves with the success body; rejects with ApiError. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<Output<E['response']>> {
  const token = settings.getToken();
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': settings.getLocale(),
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, input.headers);

  let response: Response;
  try {
    response = await fetch(
      buildUrl(endpoint.path, input.params ?? undefined, input.query ?? undefined),
      {
        method: endpoint.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: input.signal,
      },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, {});
  }

  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    if (response.status === 401 && token) settings.onUnauthorized();
    throw new ApiError(response.status, (payload as Partial<ErrorBody> | undefined) ?? {});
  }
  return payload as Output<E['response']>;
}
