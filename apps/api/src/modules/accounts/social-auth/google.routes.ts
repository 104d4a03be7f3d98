import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { googleRedirectQuery, z } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { originOfRequest } from '../../../lib/actor';
import { isAppError } from '../../../lib/app-error';
import { publicUrlOf } from '../../platform/platforms';
import { API_PREFIX } from '../../../lib/route';
import { originOf } from '../identity';
import { finishGoogleSignIn, startGoogleSignIn } from './google-sign-in.service';
import { socialLoginPath } from './social-login-redirect';

const CALLBACK_PATH = `${API_PREFIX}/auth/google/callback`;

/** What Google sends back; lenient, so that any failure still ends on our screen, not in JSON. */
const googleCallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(4096))),
  state: z.optional(z.string().check(z.maxLength(512))),
  error: z.optional(z.string().check(z.maxLength(512))),
});

/** No body: the answer is the Location header. */
const redirectResponse = {
  302: z.null().check(z.describe('Redirect (see the Location header); no body')),
};

/**
 * The two browser redirects of Google sign-in. They answer 302s, not JSON, so they are plain
 * Fastify routes (the contract's Endpoint describes JSON answers) — still validated and in OpenAPI.
 */
export async function googleRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${API_PREFIX}/auth/google/redirect`,
    {
      schema: {
        summary: 'Start Google sign-in: redirects (302) to Google, or to /social-login?error=…',
        tags: ['accounts'],
        querystring: googleRedirectQuery,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      try {
        const url = await startGoogleSignIn(deps, {
          afterLogin: request.query.afterLogin,
          locale,
          redirectUri: `${await publicUrlOf(deps, request)}${CALLBACK_PATH}`,
          ip: request.ip,
        });
        return reply.redirect(url ?? socialLoginPath({ error: 'unavailable', lang: locale }), 302);
      } catch (error) {
        if (!isAppError(error) || error.code !== 'too_many_requests') throw error;
        return reply.redirect(socialLoginPath({ error: 'too_many_requests', lang: locale }), 302);
      }
    },
  );

  typed.get(
    CALLBACK_PATH,
    {
      schema: {
        summary: 'Google sends the browser back here; redirects (302) to /social-login',
        tags: ['accounts'],
        querystring: googleCallbackQuery,
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      let target: string;
      try {
        const outcome = await finishGoogleSignIn(
          deps,
          {
            code: request.query.code,
            state: request.query.state,
            error: request.query.error,
            redirectUri: `${await publicUrlOf(deps, request)}${CALLBACK_PATH}`,
          },
          await originOf(deps, originOfRequest(request)),
        );
        if (!outcome.ok && outcome.unexpected)
          request.log.error({ err: outcome.unexpected }, 'google sign-in failed unexpectedly');
        target = outcome.ok
          ? socialLoginPath({
              ticket: outcome.ticket,
              lang: outcome.locale,
              afterLogin: outcome.afterLogin,
            })
          : socialLoginPath({ error: outcome.error, lang: outcome.locale ?? request.locale });
      } catch (error) {
        request.log.error({ err: error }, 'google sign-in failed unexpectedly');
        target = socialLoginPath({ error: 'failed', lang: request.locale });
      }
      return reply.redirect(target, 302);
    },
  );
}
