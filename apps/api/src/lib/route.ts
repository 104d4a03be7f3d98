import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, type Endpoint, type Output, type Role } from '@ravan/contract';
import { actorOf, originOfRequest, type Actor, type RequestOrigin } from './actor';

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
    ...(endpoint.optionalBody
      ? {
          preValidation: async (request: { body: unknown }) => {
            request.body ??= {};
          },
        }
      : {}),
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
