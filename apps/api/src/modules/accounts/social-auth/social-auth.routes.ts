import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { devTelegramRoutes } from './dev-telegram.routes';
import { firebaseRoutes } from './firebase.routes';
import { googleRoutes } from './google.routes';
import { telegramRoutes } from './telegram.routes';

/** Sign-in with Google and Firebase, and linking Telegram (plus the dev-only bot stand-in). */
export async function socialAuthRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(googleRoutes, options);
  await app.register(firebaseRoutes, options);
  await app.register(telegramRoutes, options);
  if (options.deps.config.env !== 'production') await app.register(devTelegramRoutes, options);
}
