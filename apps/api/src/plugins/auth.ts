import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@ravan/contract';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';
import type { AuthContext } from '../lib/auth-context';
import { authenticateBearer, type UserRow } from '../modules/accounts/identity';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext<UserRow> | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a live bearer token, 403 when the role is not allowed. */
    requireUser(roles?: readonly Role[]): onRequestAsyncHookHandler;
    /** The caller's session when a valid token came along, for public endpoints that care. */
    optionalUser(request: FastifyRequest): Promise<AuthContext<UserRow> | null>;
  }
}

export const authPlugin = fp(async (app, { deps }: { deps: AppDeps }) => {
  app.decorateRequest('auth', null);

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.auth ??= (await authenticateBearer(deps, request.headers.authorization)) ?? null;
    return request.auth;
  });

  app.decorate('requireUser', (roles?: readonly Role[]): onRequestAsyncHookHandler => {
    return async (request) => {
      const auth = await app.optionalUser(request);
      if (!auth) throw new AppError('unauthenticated');
      if (roles && !roles.includes(auth.user.role)) throw new AppError('forbidden');
    };
  });
});
