import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import {
  sendEmailCode,
  sendWhatsappCode,
  submitEmailCode,
  submitWhatsappCode,
} from './code-login.service';
import { originOf } from './request-origin';

export async function codeLoginRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.sendEmailOtp, async ({ body, request, origin }) => {
    await sendEmailCode(deps, body.email, await originOf(deps, origin));
    return { message: translateMessage(request.locale, 'ok.code_sent') };
  });

  route(app, accountEndpoints.submitEmailOtp, async ({ body, request, origin }) => ({
    data: await submitEmailCode(deps, body.email, body.code, await originOf(deps, origin)),
    message: translateMessage(request.locale, 'ok.login'),
  }));

  route(app, accountEndpoints.sendWhatsappOtp, async ({ body, request, origin }) => {
    await sendWhatsappCode(deps, body.cel, await originOf(deps, origin));
    return { message: translateMessage(request.locale, 'ok.code_sent') };
  });

  route(app, accountEndpoints.submitWhatsappOtp, async ({ body, request, origin }) => ({
    data: await submitWhatsappCode(deps, body.cel, body.code, await originOf(deps, origin)),
    message: translateMessage(request.locale, 'ok.login'),
  }));
}
