import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { publicUrlOf } from '../../platform/platforms';
import { route } from '../../../lib/route';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { changePassword, setFirstPassword } from './passwords.service';
import { sendEmailVerification, verifyEmail } from './email-verification.service';
import { originOf } from './request-origin';

export async function passwordRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.forgotPassword, async ({ body, request, origin }) => {
    await requestPasswordReset(
      deps,
      body.email,
      await publicUrlOf(deps, request),
      await originOf(deps, origin),
    );
    return { message: translateMessage(request.locale, 'ok.reset_sent') };
  });

  route(app, accountEndpoints.sendEmailVerification, async ({ auth, request, origin }) => {
    await sendEmailVerification(deps, auth.user, await publicUrlOf(deps, request), origin);
    return { message: translateMessage(request.locale, 'ok.verification_sent') };
  });

  route(app, accountEndpoints.verifyEmail, async ({ body, request, origin }) => {
    await verifyEmail(deps, body.token, origin);
    return { message: translateMessage(request.locale, 'ok.email_verified') };
  });

  route(app, accountEndpoints.resetPassword, async ({ body, request, origin }) => {
    await resetPassword(deps, body.token, body.password, await originOf(deps, origin));
    return { message: translateMessage(request.locale, 'ok.password_reset') };
  });

  route(app, accountEndpoints.changePassword, async ({ auth, body, request, origin }) => {
    await changePassword(deps, auth, body.current_password, body.password, origin);
    return { message: translateMessage(request.locale, 'ok.password_changed') };
  });

  route(app, accountEndpoints.setPassword, async ({ auth, body, request, origin }) => {
    await setFirstPassword(deps, auth, body.password, origin);
    return { message: translateMessage(request.locale, 'ok.password_set') };
  });
}
