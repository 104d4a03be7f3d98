import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, localeFromAcceptLanguage, type Locale } from '@ravan/contract';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are written in: from Accept-Language, Persian by default. */
    locale: Locale;
  }
}

export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
});
