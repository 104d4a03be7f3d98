import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  ERROR_STATUS,
  translateMessage,
  type ErrorBody,
  type ErrorCode,
  type Locale,
} from '@ravan/contract';
import { isAppError } from '../lib/app-error';

interface ZodIssueLike {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** `/email` or issue.path ['email'] → "email"; nested paths join with dots; the body itself → "_". */
function fieldOf(issue: ZodIssueLike): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  const fromPointer = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return fromPointer || '_';
}

function validationErrors(issues: ZodIssueLike[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.params?.issue?.message ?? issue.message ?? 'v.invalid';
    const message = translateMessage(locale, key);
    const field = fieldOf(issue);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

export function errorPayload(
  code: ErrorCode,
  locale: Locale,
  extra: Partial<ErrorBody> = {},
): ErrorBody {
  return { message: translateMessage(locale, code), code, ...extra };
}

/** The status a framework error should map to, and our code for it. */
function codeForFrameworkError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'too_many_requests';
  if (status === 404) return 'not_found';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'internal_error';
}

/**
 * One place turns every failure into `{ message, code, errors? }` in the request's language.
 * Bad input never becomes a 500, and a 500 never leaks internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    // Refused before the body was read to its end (an upload cut off): close the connection
    // after the answer, instead of waiting for the rest of a body that may never come.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (isAppError(error)) {
      const errors = error.errors
        ? Object.fromEntries(
            Object.entries(error.errors).map(([field, keys]) => [
              field,
              keys.map((key) => translateMessage(locale, key)),
            ]),
          )
        : undefined;
      const body = errorPayload(error.code, locale, {
        ...(errors ? { errors } : {}),
        ...(error.data === undefined ? {} : { data: error.data }),
      });
      return reply.status(error.status ?? ERROR_STATUS[error.code]).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error.validation as ZodIssueLike[], locale);
      return reply.status(422).send(errorPayload('validation_failed', locale, { errors }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, route: request.routeOptions.url },
        'response does not match its contract',
      );
      return reply.status(500).send(errorPayload('internal_error', locale));
    }
    const code = codeForFrameworkError(error);
    const status = code === 'internal_error' ? 500 : (error.statusCode ?? 400);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code: error.code, status }, 'request rejected');
    return reply.status(status).send(errorPayload(code, locale));
  });
});
