import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/**
 * The request headers the demo provider frames send with their API calls, all of them: the demo slot
 * (server/casino/providers/demo-slot/slot.js: x-locale on every call, content-type on a JSON body, idempotency-key on a
 * spin) and the demo sportsbook page (server/sports/providers/demo-page/api.js: accept, x-locale, content-type,
 * idempotency-key). A frame sandboxed without allow-same-origin (the SoftGamings relay, the sportsbook page) has an
 * opaque origin, so each call is cross-origin and the browser sends it only when the preflight allows every
 * non-safelisted header it carries (demo-cors.test.ts reads the headers both scripts send and checks them here).
 */
export const DEMO_FRAME_HEADERS = ['content-type', 'x-locale', 'accept', 'idempotency-key'] as const;

/**
 * The demo provider APIs are called from frames with an opaque origin ('null'): every call and every module script
 * such a frame loads is cross-origin. The calls carry no cookies or bearer token (the game session or launch token
 * is the credential, in the body or the query), so any origin may read the replies.
 */
export const allowAnyOrigin: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('access-control-allow-origin', '*');
  reply.header('vary', 'origin');
};

/**
 * Answers the CORS preflight (OPTIONS) of the demo API calls under `url` (a route pattern, e.g.
 * '/demo/games/api/*'): 204, any origin, GET and POST, the DEMO_FRAME_HEADERS, kept by the browser for 10 minutes.
 */
export function registerDemoPreflight(app: FastifyInstance, url: string): void {
  app.options(url, async (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', DEMO_FRAME_HEADERS.join(', '))
      .header('access-control-max-age', '600');
    return reply.send();
  });
}
