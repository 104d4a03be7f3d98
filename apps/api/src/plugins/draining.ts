import fp from 'fastify-plugin';

/**
 * Once the app is closing (SIGTERM), every answer still going out says `Connection: close`: the
 * client reconnects (to another instance) for its next request, and this process is not held open
 * by a keep-alive connection after its last answer. New requests meanwhile get 503
 * (`return503OnClosing`), new connections are refused.
 */
export const drainingPlugin = fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
});
