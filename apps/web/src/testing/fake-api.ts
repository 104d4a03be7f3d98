import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  /** The path after /api/v1, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces `fetch` with the API's answers, by "METHOD /path" (e.g. "POST /validateCoupon"); every
 * request is recorded. An unexpected request fails the test with a 599.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${request.path}`];
    const answer = handler
      ? await handler(request)
      : { status: 599, body: { message: `unexpected ${method} ${request.path}` } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** The bodies sent to one route, in order. */
    bodies: (route: string) =>
      requests
        .filter((request) => `${request.method} ${request.path}` === route)
        .map((r) => r.body),
  };
}

/** A 422 in the API's error shape (SPEC.md §8). */
export const invalid = (message: string, errors: Record<string, string[]>): FakeAnswer => ({
  status: 422,
  body: { code: 'validation_failed', message, errors },
});
