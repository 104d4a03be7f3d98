import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { authRoutes } from './auth.routes';
import { codeLoginRoutes } from './code-login.routes';
import { passwordRoutes } from './passwords.routes';
import { profileRoutes } from './profile.routes';
import { signUpExtrasRoutes } from './sign-up-extras.routes';

/** Every account endpoint: sign-up and sign-in, codes, passwords, profile and demographics. */
export async function accountsRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(authRoutes, options);
  await app.register(codeLoginRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(signUpExtrasRoutes, options);
  await app.register(profileRoutes, options);
}
