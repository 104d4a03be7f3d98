import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import {
  censorLogValue,
  logRedactPaths,
  requestIdOf,
  serializeError,
  serializeRequest,
} from './lib/log-redaction';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { knownHostsPlugin } from './plugins/known-hosts';
import { localePlugin } from './plugins/locale';
import { drainingPlugin } from './plugins/draining';
import { metricsPlugin } from './plugins/metrics';
import { withLog } from './lib/log-context';
import { securityPlugin } from './plugins/security';
import { findWebDist, staticWebPlugin } from './plugins/static-web';
import { swaggerPlugin } from './plugins/swagger';
import { commerceRoutes } from './modules/commerce';
import { schedulingRoutes } from './modules/scheduling';
import { careRoutes, careSchedulingHooks } from './modules/care';
import { followClientMilestones } from './modules/care/journey';
import { followMilestones } from './lib/client-milestones';
import { filesRoutes } from './modules/platform/files';
import { invitationsRoutes } from './modules/accounts/invitations';
import { accountsRoutes } from './modules/accounts/identity';
import { consentRoutes } from './modules/accounts/consent';
import { healthRoutes } from './modules/platform/health/health.routes';
import { outboxRoutes } from './modules/platform/outbox';
import { devClockRoutes } from './modules/platform/dev-clock';
import { platformsRoutes } from './modules/platform/platforms';
import { socialAuthRoutes } from './modules/accounts/social-auth';

/** Fastify's type wants message and stack, which serializeError gives whenever it gets an Error. */
const errorSerializer = serializeError as (error: unknown) => {
  type: string;
  message: string;
  stack: string;
};

export interface BuildAppOptions {
  /** Serve the built web app (default: when apps/web/dist exists). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Write log lines (JSON) here instead of stdout: tests read what would be logged. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the Fastify instance: external plugins → app plugins → modules. */
export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: logRedactPaths, censor: censorLogValue },
            // Errors under either key go through the one serializer: no query values in logs.
            serializers: { req: serializeRequest, err: errorSerializer, error: errorSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
            ...(!options.logStream && config.env === 'development' && process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
              : {}),
          },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // The id comes from requestIdOf (X-Request-Id only when short and plain), never as sent.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // What a handler calls logs with the request's id (lib/log-context.ts), body already read.
  app.addHook('preHandler', (request, _reply, done) => withLog(request.log, done));
  await app.register(localePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin, { deps });
  await app.register(drainingPlugin);
  await app.register(knownHostsPlugin, { deps });
  await app.register(securityPlugin, { deps });
  // The docs map every endpoint for whoever asks: off in production unless API_DOCS=true.
  if (config.apiDocs) await app.register(swaggerPlugin);
  await app.register(authPlugin, { deps });

  await app.register(healthRoutes, { deps });
  await app.register(platformsRoutes, { deps });
  await app.register(accountsRoutes, { deps });
  await app.register(socialAuthRoutes, { deps });
  await app.register(consentRoutes, { deps });
  await app.register(commerceRoutes, { deps });
  await app.register(filesRoutes, { deps });
  await app.register(invitationsRoutes, { deps });
  // Scheduling's events reach care through hooks composed here: scheduling imports no care slice.
  await app.register(schedulingRoutes, { deps, hooks: careSchedulingHooks });
  await app.register(careRoutes, { deps, hooks: careSchedulingHooks });
  // The journey follows payments and bookings without commerce or scheduling importing care.
  followMilestones(followClientMilestones);
  if (config.env !== 'production') await app.register(outboxRoutes, { deps });
  if (config.devClock) await app.register(devClockRoutes, { deps });

  const serveWeb = options.serveWeb ?? true;
  await app.register(staticWebPlugin, {
    root: serveWeb ? (config.webDist ?? findWebDist()) : undefined,
  });
  return app;
}
