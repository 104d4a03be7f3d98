import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { registerLead } from './lead-accounts.service';
import { redeemLoginTicket } from './login-tickets.service';
import { loginMethodsFor } from './login-methods.service';
import { originOf } from './request-origin';

/** Address look-ups, lead accounts and login tickets. */
export async function signUpExtrasRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.checkUser, async ({ body, origin }) => ({
    data: await loginMethodsFor(deps, body, origin.ip),
  }));

  route(app, accountEndpoints.loginMethods, async ({ body, origin }) => ({
    data: await loginMethodsFor(deps, body, origin.ip),
  }));

  route(app, accountEndpoints.psyRegister, async ({ body, request, origin }) => {
    const session = await registerLead(deps, body, await originOf(deps, origin), 'psy_test');
    return {
      data: { ...session, jwt: session.token },
      message: translateMessage(request.locale, 'ok.register'),
    };
  });

  route(app, accountEndpoints.registerPreSessionTest, async ({ body, request, origin }) => ({
    data: await registerLead(deps, body, await originOf(deps, origin), 'pre_session_test'),
    message: translateMessage(request.locale, 'ok.register'),
  }));

  route(app, accountEndpoints.loginWithToken, async ({ body, request, origin }) => {
    await consumeAttempt(deps.database.db, deps.clock, [throttleRules.ticketsPerIp(origin.ip)]);
    return {
      data: await redeemLoginTicket(deps, body.token, await originOf(deps, origin)),
      message: translateMessage(request.locale, 'ok.login'),
    };
  });
}
