import type { FastifyInstance } from 'fastify';
import { realtimeHubTicket } from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/user/hubticket {} -> {ticket, expiresInMs}: a single-use ticket, valid HUB_TICKET_TTL_MS (60 s), that
 * opens one hub connection for the calling login session (docs/realtime.md "Hub tickets"). The site's SignalR client
 * fetches one for every connect and reconnect, so no login token ever travels in a URL. 401 without a live session.
 */
export function hubTicketRoute(app: FastifyInstance): void {
  route(app, realtimeHubTicket, { preHandler: app.auth.required }, async (request) => ok(await app.sessionControl.issueHubTicket(sessionOf(request).sessionId)));
}
