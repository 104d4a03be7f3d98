import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { publicUrlOf } from '../../../lib/public-url';
import { route } from '../../../lib/route';
import { requestOrigin } from '../../platform/audit';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { changePassword, setFirstPassword } from './passwords.service';
import { originOf } from './request-origin';

export async function passwordRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.forgotPassword, async ({ body, request }) => {
    await requestPasswordReset(
      deps,
      body.email,
      await publicUrlOf(deps, request),
      await originOf(deps, request),
    );
    return { message: translateMessage(request.locale, 'ok.reset_sent') };
  });

  route(app, accountEndpoints.resetPassword, async ({ body, request }) => {
    await resetPassword(deps, body.token, body.password, await originOf(deps, request));
    return { message: translateMessage(request.locale, 'ok.password_reset') };
  });

  route(app, accountEndpoints.changePassword, async ({ auth, body, request }) => {
    await changePassword(deps, auth, body.current_password, body.password, requestOrigin(request));
    return { message: translateMessage(request.locale, 'ok.password_changed') };
  });

  route(app, accountEndpoints.setPassword, async ({ auth, body, request }) => {
    await setFirstPassword(deps, auth, body.password, requestOrigin(request));
    return { message: translateMessage(request.locale, 'ok.password_set') };
  });
}
