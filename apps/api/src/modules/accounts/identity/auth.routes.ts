import type { FastifyInstance } from 'fastify';
import { authEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { loginWithPassword, logout, registerWithEmail } from './auth.service';
import { publicUrlOf } from '../../platform/platforms';
import { sendEmailVerification } from './email-verification.service';
import { originOf } from './request-origin';

export async function authRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, authEndpoints.register, async ({ body, request, origin }) => {
    const session = await registerWithEmail(deps, body, await originOf(deps, origin));
    // The verification link goes out after the account exists; it never holds up sign-up.
    await sendEmailVerification(
      deps,
      {
        id: session.profile.id,
        email: session.profile.email,
        emailVerifiedAt: null,
        locale: session.profile.locale,
      },
      await publicUrlOf(deps, request),
      origin,
    ).catch((error: unknown) =>
      request.log.warn({ err: error }, 'the email verification link was not sent'),
    );
    return { data: session, message: translateMessage(request.locale, 'ok.register') };
  });

  route(app, authEndpoints.login, async ({ body, request, origin }) => ({
    data: await loginWithPassword(deps, body, await originOf(deps, origin)),
    message: translateMessage(request.locale, 'ok.login'),
  }));

  route(app, authEndpoints.checkLogin, async ({ auth }) => ({
    data: { loggedIn: true as const, userId: auth.user.id },
  }));

  route(app, authEndpoints.logout, async ({ auth, request, origin }) => {
    await logout(deps, auth.user.id, auth.tokenId, await originOf(deps, origin));
    return { message: translateMessage(request.locale, 'ok.logout') };
  });
}
