import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '@server/auth/sessions';
import type { SessionControl } from '@server/auth/session-control';
import { bearerToken } from '@server/http/request-context';
import { translate } from '@server/i18n/messages';
import { SESSION_ENDED_CLOSE } from '@contracts/domain/hub-close';
import type { Hub } from './hub';
import { HubConnection } from './hub-connection';
import type { HubIdentity, HubTimings } from './hub-connection';

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

/** The hub's path (docs/product.md §7). */
export const HUB_PATH = '/hub/frnotify';

/** Largest frame a hub client may send, bytes; a larger one closes its connection (ws close 1009). */
const MAX_FRAME_BYTES = 100_000;

/**
 * Installs the hub: @fastify/websocket in a scope of its own holding only the hub route, so its per-request hooks and
 * handler wrapper cost nothing on the API's calls, and an upgrade filter on the HTTP server that hands only
 * upgrades for HUB_PATH to it. An upgrade request for any other path is answered 404 and closed before routing (it
 * used to be accepted as a WebSocket and closed at once, and kept a socket Node no longer times out meanwhile).
 */
/** What the hub route needs: the hub, login sessions (Bearer header), hub tickets (query) and the socket timings. */
interface HubRouteDeps {
  hub: Hub;
  sessions: SessionService;
  tickets: Pick<SessionControl, 'redeemHubTicket'>;
  timings: HubTimings;
}

export async function installHub(app: FastifyInstance, deps: HubRouteDeps): Promise<void> {
  const hubUpgrades = new EventEmitter();
  app.server.on('upgrade', (request: { url?: string }, socket: Duplex, head: Buffer) => {
    if (pathOf(request.url) === HUB_PATH) hubUpgrades.emit('upgrade', request, socket, head);
    else refuseUpgrade(socket);
  });
  await app.register(async (scope) => {
    // The plugin listens for upgrades on `server` when given one: here the filter above.
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: MAX_FRAME_BYTES, server: hubUpgrades as unknown as Server },
      // The plugin's own preClose closes every socket bare; the hub first tells each client to reconnect (SignalR
      // Close, allowReconnect true), then the socket server closes.
      preClose(done) {
        deps.hub.closeAll();
        const sockets = this.websocketServer;
        for (const client of sockets.clients) client.close();
        sockets.close(() => done());
      },
    });
    registerHubRoute(scope, deps);
  });
}

function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function refuseUpgrade(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

/**
 * GET /hub/frnotify (WebSocket, SignalR JSON protocol; docs/product.md §7 hub). Auth, decided before the upgrade:
 * - no credential: accepted as an anonymous connection that receives broadcasts only;
 * - `access_token` in the query (as browsers send it) is a single-use hub ticket from POST api/user/hubticket, never
 *   the login token: a URL ends up in proxy logs (docs/realtime.md "Hub tickets"). It is redeemed (deleted) here, so
 *   a second use, an expired ticket, a ticket of a session no longer live, or a login token: HTTP 401;
 * - `Authorization: Bearer <login token>` (Node clients; a header is not logged with the URL): unknown, revoked or
 *   expired: HTTP 401;
 * - otherwise the connection receives that player's pushes and broadcasts, and is closed (Close with allowReconnect
 *   false) when that login session ends, on whichever process it ends (docs/realtime.md).
 * POST /hub/frnotify/negotiate answers 404: the client skips negotiation.
 */
function registerHubRoute(app: FastifyInstance, deps: HubRouteDeps): void {
  app.decorateRequest('hubIdentity', null);
  app.get(
    HUB_PATH,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const ticket = queryValue(request, 'access_token');
        const token = ticket === null ? bearerToken(request) : null;
        if (ticket === null && !token) return;
        const session = ticket !== null ? await deps.tickets.redeemHubTicket(ticket) : await deps.sessions.resolve(token ?? '');
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
            (live) => live || connection.close(SESSION_ENDED_CLOSE, false),
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
