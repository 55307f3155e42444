import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../services/sessions.ts';
import { bearerToken } from '../http/request-context.ts';
import { translate } from '../i18n/messages.ts';
import { SESSION_ENDED } from './hub.ts';
import type { Hub } from './hub.ts';
import { HubConnection } from './hub-connection.ts';
import type { HubIdentity, HubTimings } from './hub-connection.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Player and login session of a hub upgrade (null: anonymous); set before the upgrade. */
    hubIdentity: HubIdentity | null;
  }
}

function queryValue(request: FastifyRequest, name: string): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * GET /hub/frnotify (WebSocket, SignalR JSON protocol; docs/product.md §7 hub). Auth, decided before the upgrade:
 * - no token: accepted as an anonymous connection that receives broadcasts only;
 * - a token (`access_token` query as browsers send it, or `Authorization: Bearer` as Node clients do) that is
 *   unknown, revoked or expired: the upgrade is refused with HTTP 401;
 * - a live token: the connection receives that player's pushes and broadcasts, and is closed (Close with
 *   allowReconnect false) when that login session ends, on whichever process it ends (docs/realtime.md).
 * POST /hub/frnotify/negotiate answers 404: the client skips negotiation.
 */
export function registerHubRoute(app: FastifyInstance, deps: { hub: Hub; sessions: SessionService; timings: HubTimings }): void {
  app.decorateRequest('hubIdentity', null);
  app.get(
    '/hub/frnotify',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const token = queryValue(request, 'access_token') ?? bearerToken(request);
        if (!token) return;
        const session = await deps.sessions.resolve(token);
        if (!session) {
          return reply.code(401).send({ success: false, message: translate(request.locale, 'auth.unauthorized'), data: null });
        }
        request.hubIdentity = { playerId: session.playerId, sessionId: session.sessionId };
      },
    },
    (socket, request) => {
      try {
        const identity = request.hubIdentity ?? { playerId: null, sessionId: null };
        const connection = new HubConnection(socket, identity, queryValue(request, 'x-fingerprint'), deps.timings, (c) =>
          deps.hub.remove(c),
        );
        deps.hub.add(connection);
        // A session ended between the token check and add() was announced before this socket was registered:
        // look once more now that any later announcement will find it.
        if (identity.sessionId !== null) {
          deps.sessions.isLive(identity.sessionId).then(
            (live) => live || connection.close(SESSION_ENDED, false),
            () => undefined,
          );
        }
      } catch (error) {
        console.error('hub connection setup failed:', error instanceof Error ? error.message : String(error));
        socket.terminate();
      }
    },
  );
}
