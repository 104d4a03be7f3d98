/**
 * Fastify logs request method, URL and status only; these paths make sure credentials never
 * reach a log line even when a request or error object is logged whole. Bodies are not logged.
 */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.token',
  '*.code',
];

/**
 * Query strings can carry one-time secrets (an OAuth code and state, a login ticket, a Telegram
 * link token) and page paths can carry reset tokens: request logs keep the path's shape only.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(/^\/password\/reset\/[^/]+/, '/password/reset/[redacted]');
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter(Boolean);
  return `${safePath}?${keys.map((key) => `${key}=[redacted]`).join('&')}`;
}

/** pino serializer for requests: method, redacted URL, host and address — no headers, no body. */
export function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  id?: string;
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    id: request.id,
  };
}
