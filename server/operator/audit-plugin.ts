import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAuditedOperatorRoute, operatorOfRequest } from '@server/http/operator-guard';
import { audit } from '@server/protection/operator';

/** The player an audited operator call was about (set by its handler through auditPlayer). */
const auditedPlayer = new WeakMap<FastifyRequest, number>();

/** Records which player the operator call `request` is about, for its operator_audit row. */
export function auditPlayer(request: FastifyRequest, playerId: number): void {
  auditedPlayer.set(request, playerId);
}

/**
 * Every operator action is audited under the operator who signed in (docs/player-protection-operator.md),
 * whichever area serves it (operator protection view, withdrawals in the payment area, bets in the sportsbook area).
 * Each audited route (isAuditedOperatorRoute, by its pattern as it is registered, so a percent-escaped URL the router
 * decodes is audited like the plain one) gets, once its operator authenticated (server/http/operator-guard.ts):
 * - onSend (awaited before the reply leaves, so the row exists when the caller reads the answer): one
 *   operator_audit row with the operator, `METHOD /route/:pattern`, the player (auditPlayer), the status and the URL.
 * An onRoute hook on the root instance (fastify-plugin) covers the routes of every area registered after it; other
 * routes carry no hook of the audit at all (the player's hot paths pay nothing for it).
 */
export const operatorAuditPlugin = fp(
  async (app) => {
    const recordAudit = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const operator = operatorOfRequest.get(request);
      if (!operator) return payload;
      await audit(app.db, {
        operator,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        playerId: auditedPlayer.get(request) ?? null,
        status: reply.statusCode,
        detail: request.url,
      });
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!methods.some((method) => isAuditedOperatorRoute(method, route.url))) return;
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), recordAudit as onSendHookHandler];
    });
  },
  { name: 'operator-audit', dependencies: ['platform'] },
);
