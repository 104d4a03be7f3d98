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
  route(app, accountEndpoints.sendEmailOtp, async ({ body, request }) => {
    await sendEmailCode(deps, body.email, await originOf(deps, request));
    return { message: translateMessage(request.locale, 'ok.code_sent') };
  });

  route(app, accountEndpoints.submitEmailOtp, async ({ body, request }) => ({
    data: await submitEmailCode(deps, body.email, body.code, await originOf(deps, request)),
    message: translateMessage(request.locale, 'ok.login'),
  }));

  route(app, accountEndpoints.sendWhatsappOtp, async ({ body, request }) => {
    await sendWhatsappCode(deps, body.cel, await originOf(deps, request));
    return { message: translateMessage(request.locale, 'ok.code_sent') };
  });

  route(app, accountEndpoints.submitWhatsappOtp, async ({ body, request }) => ({
    data: await submitWhatsappCode(deps, body.cel, body.code, await originOf(deps, request)),
    message: translateMessage(request.locale, 'ok.login'),
  }));
}
