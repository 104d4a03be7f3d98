import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { originOf } from '../identity';
import { signInWithFirebase } from './firebase-sign-in.service';

export async function firebaseRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.loginFirebase, async ({ body, request, origin }) => ({
    data: await signInWithFirebase(deps, body.id_token, await originOf(deps, origin)),
    message: translateMessage(request.locale, 'ok.login'),
  }));
}
