import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as it crossed the wire: still compressed if the server compressed it. */
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The benchmark only ever talks to the server it started on this machine. */
export function assertLoopback(url: URL): void {
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`refusing to contact ${url.origin}: the benchmark only uses loopback`);
  }
}

/**
 * One HTTP request over node:http, which (unlike fetch) never decompresses, so the body length
 * is the number of bytes a browser would download.
 */
export function rawRequest(
  target: string | URL,
  options: RawRequestOptions = {},
): Promise<RawResponse> {
  const url = new URL(target);
  assertLoopback(url);
  const { method = 'GET', headers = {}, body, timeoutMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${url.href} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}
