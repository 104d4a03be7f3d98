import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, redirectAnswer, type Endpoint, type Output, type Role } from '@ravan/contract';
import { actorOf, originOfRequest, type Actor, type HttpOrigin } from './actor';
import { AppError } from './app-error';

type Parsed<S> = Output<S>;

export interface HandlerInput<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  /**
   * Present on `access: 'user'` endpoints; null on public ones. Typed by the auth plugin's
   * request declaration, so lib imports no plugin and no slice.
   */
  auth: E['access'] extends 'user' ? NonNullable<FastifyRequest['auth']> : null;
  /** The signed-in caller and where they call from (`access: 'user'` endpoints; else null). */
  actor: E['access'] extends 'user' ? Actor : null;
  /** Where the request came from: what a service may know of it. */
  origin: HttpOrigin;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A `binary` answer: the bytes, and the name to save them under (sent as an attachment). */
export interface FileAnswer {
  body: Buffer | Uint8Array;
  filename?: string;
}
/** A `redirect` answer (or an `html` page's other answer): where the browser goes next. */
export interface RedirectTo {
  redirectTo: string;
}
/** An `html` answer. */
export interface PageAnswer {
  html: string;
}

/** What a handler returns for its endpoint's response kind (see ResponseKind in the contract). */
export type Answer<E extends Endpoint> = E extends { kind: 'binary' }
  ? FileAnswer
  : E extends { kind: 'redirect' }
    ? RedirectTo
    : E extends { kind: 'html' }
      ? PageAnswer | (E extends { mayRedirect: true } ? RedirectTo : never)
      : Output<E['response']>;

export interface RouteOptions {
  /** Only these roles may call it (checked after authentication). */
  roles?: readonly Role[];
  /** Per-route rate limit (requests per window) for @fastify/rate-limit. */
  rateLimit?: { max: number; timeWindow: string };
}

export const API_PREFIX = '/api/v1';

/** The dotted path of the first string (value or key) holding a NUL, walked without recursion. */
function pathOfNul(root: unknown): string | undefined {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '_';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath.replaceAll('\u0000', '');
        stack.push([item, itemPath]);
      }
    }
  }
  return undefined;
}

const isObjectSchema = (schema: Endpoint['body']) =>
  (schema as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type === 'object';

/**
 * Bad input answers 422, never 500, before the contract's schema sees it: PostgreSQL refuses a
 * NUL in text (in any field, query or path parameter), and a body that is not an object (a JSON
 * `null`) would otherwise reach the schemas' cross-field checks.
 */
function guardInput(endpoint: Endpoint) {
  const bodyIsObject = isObjectSchema(endpoint.body);
  return async (request: FastifyRequest) => {
    if (endpoint.optionalBody) request.body ??= {};
    const { body } = request;
    if (bodyIsObject && (typeof body !== 'object' || body === null || Array.isArray(body)))
      throw new AppError('validation_failed', { errors: { _: ['v.invalid'] } });
    for (const input of [body, request.query, request.params]) {
      const field = pathOfNul(input);
      if (field)
        throw new AppError('validation_failed', { errors: { [field]: ['v.forbidden_chars'] } });
    }
  };
}

/** The OpenAPI `response` entries of an endpoint's success answer, by its kind. */
function successResponses(endpoint: Endpoint, status: number) {
  switch (endpoint.kind ?? 'json') {
    case 'binary':
      return {
        [status]: {
          description: endpoint.summary,
          content: {
            [endpoint.contentType ?? 'application/octet-stream']: { schema: endpoint.response },
          },
        },
      };
    case 'html':
      return {
        [status]: {
          description: 'An HTML page',
          content: { 'text/html': { schema: endpoint.response } },
        },
        ...(endpoint.mayRedirect ? { 303: redirectAnswer } : {}),
      };
    default:
      return { [status]: endpoint.response };
  }
}

/** Sends a handler's answer the way its endpoint's kind says. */
function send(endpoint: Endpoint, status: number, reply: FastifyReply, answer: unknown) {
  const kind = endpoint.kind ?? 'json';
  if (kind !== 'json' && typeof answer === 'object' && answer !== null && 'redirectTo' in answer) {
    return reply.redirect((answer as RedirectTo).redirectTo, kind === 'redirect' ? status : 303);
  }
  if (kind === 'binary') {
    const file = answer as FileAnswer;
    if (file.filename)
      reply.header('content-disposition', `attachment; filename="${file.filename}"`);
    if (endpoint.sensitive) reply.header('cache-control', 'no-store');
    return reply
      .status(status)
      .header('content-type', endpoint.contentType ?? 'application/octet-stream')
      .send(Buffer.from(file.body));
  }
  if (kind === 'html') {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .send((answer as PageAnswer).html);
  }
  return reply.status(status).send(answer);
}

/**
 * Registers one contract endpoint: path, validation, serialisation, OpenAPI and access all come
 * from the contract, so the server cannot drift from what the web app expects. The endpoint's
 * kind says what the handler answers: JSON (checked against the contract), a file, a redirect or
 * an HTML page.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<Answer<E>>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const kind = endpoint.kind ?? 'json';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `${API_PREFIX}${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.access === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(kind === 'binary' && endpoint.contentType ? { produces: [endpoint.contentType] } : {}),
      response: { ...successResponses(endpoint, status), '4xx': errorBody, '5xx': errorBody },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    preValidation: guardInput(endpoint),
    // Authentication runs first (onRequest): a guest learns nothing from validation errors.
    ...(endpoint.access === 'user' ? { onRequest: app.requireUser(options.roles) } : {}),
    handler: async (request, reply) => {
      const answer = await handler({
        body: request.body as Parsed<E['body']>,
        query: request.query as Parsed<E['query']>,
        params: request.params as Parsed<E['params']>,
        auth: request.auth as HandlerInput<E>['auth'],
        actor: (request.auth
          ? actorOf(request, request.auth.user)
          : null) as HandlerInput<E>['actor'],
        origin: originOfRequest(request),
        request,
        reply,
      });
      return send(endpoint, status, reply, answer);
    },
  });
}
