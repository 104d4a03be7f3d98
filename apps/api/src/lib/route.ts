import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, type Endpoint, type Output, type Role } from '@ravan/contract';
import { actorOf, originOfRequest, type Actor, type RequestOrigin } from './actor';
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
  origin: RequestOrigin;
  request: FastifyRequest;
  reply: FastifyReply;
}

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

/**
 * Registers one contract endpoint: path, validation, serialisation, OpenAPI and access all come
 * from the contract, so the server cannot drift from what the web app expects.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<Output<E['response']>>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
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
      response: { [status]: endpoint.response, '4xx': errorBody, '5xx': errorBody },
    },
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    preValidation: guardInput(endpoint),
    // Authentication runs first (onRequest): a guest learns nothing from validation errors.
    ...(endpoint.access === 'user' ? { onRequest: app.requireUser(options.roles) } : {}),
    handler: async (request, reply) => {
      const result = await handler({
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
      return reply.status(status).send(result);
    },
  });
}
