import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAuditedOperatorCall, operatorNamed, operatorOfRequest } from '../http/operator-guard.ts';
import { audit } from '../services/protection-operator.ts';

/** The player an audited operator call was about (set by its handler through auditPlayer). */
const auditedPlayer = new WeakMap<FastifyRequest, number>();

/** Records which player the operator call `request` is about, for its operator_audit row. */
export function auditPlayer(request: FastifyRequest, playerId: number): void {
  auditedPlayer.set(request, playerId);
}

/**
 * Every operator action names its operator and is audited (issue 17, operator side; docs/player-protection-operator.md),
 * whichever area serves it (operator protection view, withdrawals in the payment area, bets in the sportsbook area):
 * - preHandler operatorNamed: an audited call (server/http/operator-guard.ts) without x-operator-name is a 400;
 * - onSend (awaited before the reply leaves, so the row exists when the caller reads the answer): one
 *   operator_audit row with the operator, `METHOD /route/:pattern`, the player (auditPlayer), the status and the URL.
 * Hooks on the root instance (fastify-plugin), so they cover the routes of every area registered after it.
 */
export const operatorAuditPlugin = fp(
  async (app) => {
    app.addHook('preHandler', operatorNamed);
    app.addHook('onSend', async (request, reply, payload) => {
      const operator = operatorOfRequest.get(request);
      if (!operator || !isAuditedOperatorCall(request)) return payload;
      await audit(app.db, {
        operator,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        playerId: auditedPlayer.get(request) ?? null,
        status: reply.statusCode,
        detail: request.url,
      });
      return payload;
    });
  },
  { name: 'operator-audit', dependencies: ['platform'] },
);
