import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/**
 * The demo sportsbook page runs in a frame sandboxed without allow-same-origin, so its requests come from an
 * opaque origin ('null'): every call to its API and every module script it loads is cross-origin. The calls
 * carry no cookies or bearer token (the launch token is in the body), so any origin may read the replies.
 */
export const allowAnyOrigin: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('vary', 'origin');
};

/** Answers the CORS preflight of POST calls with JSON bodies under /demo/sportsbook/{provider}/api/. */
export function registerDemoPreflight(app: FastifyInstance): void {
  app.options('/demo/sportsbook/:provider/api/:call', async (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type, x-locale, accept, idempotency-key')
      .header('access-control-max-age', '600');
    return reply.send();
  });
}
