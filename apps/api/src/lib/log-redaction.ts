import { randomUUID } from 'node:crypto';

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
 * An error's code: a SQLSTATE ("23505"), a Node or Fastify code ("ECONNRESET"), one of ours
 * ("validation_failed"), an SMTP or HTTP number. A one-time code (six digits) or a token is none.
 */
const ERROR_CODE = /^(?:[0-9A-Z]{5}|[A-Z][A-Z0-9_]{2,63}|[a-z][a-z_]{2,63})$/;

/**
 * What a redacted path is replaced by. `*.code` also matches a logged error's code, which says
 * what went wrong and is no secret; pino does not say which parent a wildcard matched, so the
 * value's shape decides: error codes stay, anything else (a one-time code) is censored.
 */
export function censorLogValue(value: unknown, path: string[]): unknown {
  const isCode = path.at(-1) === 'code';
  if (
    isCode &&
    (typeof value === 'number' || (typeof value === 'string' && ERROR_CODE.test(value)))
  )
    return value;
  return '[redacted]';
}

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

/** Properties of a driver error that name a place (SQLSTATE, constraint, column), never a value. */
const PLACE_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/**
 * The one error serializer of every logger (HTTP, jobs, start-up): the error's kind, its code
 * (a PostgreSQL SQLSTATE, an SMTP or Node code, an HTTP status), where it was thrown and the
 * database place it concerns — never the values. Drizzle's message carries every query parameter
 * after "params:" (password hashes, emails, birth dates, a therapy subject), and PostgreSQL's
 * `detail`, `where` and some messages echo row values ("Key (email)=(…)", `… syntax for type
 * uuid: "…"`), so messages keep their first line with quoted values cut, and nothing else of the
 * error object is copied.
 */
export function serializeError(error: unknown): Record<string, string | number | undefined> {
  if (!(error instanceof Error)) {
    // Already serialized (a log line passed on) or not an error at all.
    return isSerialized(error) ? error : { type: typeof error };
  }
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const described: Record<string, string | number | undefined> = {
    type: error.name,
    code: codeOf(error) ?? codeOf(cause),
    message: safeMessage(error.message),
    cause: cause ? `${cause.name}: ${safeMessage(cause.message)}` : undefined,
    statusCode: numberOf(error, 'statusCode'),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .map((line) => line.trim())
      .join(' | '),
  };
  for (const field of PLACE_FIELDS)
    described[field] = placeOf(error, field) ?? placeOf(cause, field);
  return Object.fromEntries(Object.entries(described).filter(([, value]) => value !== undefined));
}

/** First line, no "params:", no trailing quoted value, at most 200 characters. */
function safeMessage(message: string): string {
  const firstLine = message.split('\n', 1)[0] ?? '';
  return firstLine
    .replace(/\s*params:.*$/s, '')
    .replace(/: ".*"$/s, ': "[redacted]"')
    .slice(0, 200);
}

function codeOf(error: Error | undefined): string | number | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

function numberOf(error: Error, key: string): number | undefined {
  const value = (error as unknown as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

/** Identifiers only: a place name is short and plain, anything else is dropped. */
function placeOf(error: Error | undefined, key: string): string | undefined {
  const value = (error as unknown as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' && /^[\w.$-]{1,128}$/.test(value) ? value : undefined;
}

function isSerialized(value: unknown): value is Record<string, string | number | undefined> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number')
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request is logged under: the caller's X-Request-Id when it is short and plain (so a
 * proxy's id joins the two logs), else a fresh one — a header may carry anything, log lines not.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}
