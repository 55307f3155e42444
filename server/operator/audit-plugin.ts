import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isAuditedOperatorRoute, operatorOfRequest } from '@server/http/operator-guard';
import { auditNote, auditNotesOf, auditReportOf, writeAudit } from '@server/platform/audit-trail';
import { SECURITY_EVENTS, type SecurityEventRule } from '@server/platform/security-events';

/** At most one burst row per address and event in this window: the audit trail is append-only, so a flood of refused tries must not grow it. */
const BURST_RULE = { max: 1, windowMs: 15 * 60_000 };

/**
 * The audit trail's writer for HTTP calls (docs/operations.md "Audit trail"; server/platform/audit-trail.ts):
 * - every operator action is audited under the operator who signed in (docs/player-protection-operator.md), whichever
 *   area serves it (operator protection view, withdrawals in the payment area, bets in the sportsbook area): each
 *   audited route (isAuditedOperatorRoute, by its pattern as registered, so a percent-escaped URL the router decodes
 *   is audited like the plain one) gets an onSend hook that writes one row: the operator, `METHOD /route/:pattern`,
 *   the player (auditPlayer), the status, the caller's address and the URL, with what the handler attached (auditNote);
 * - every security event of a player (server/platform/security-events.ts) gets a preHandler reading the state it
 *   changes and an onSend hook writing the row when the call succeeded: the player, the event, the address, before
 *   and after; a 429 of a route with `burst` is recorded once per address and window as that event, actor 'server'.
 * The onSend hooks are awaited before the reply leaves, so the row exists when the caller reads the answer. An onRoute
 * hook on the root instance (fastify-plugin) covers the routes of every area registered after it; other routes carry
 * no hook of the audit at all (the player's hot paths pay nothing for it).
 */
export const operatorAuditPlugin = fp(
  async (app) => {
    const recordOperator = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
      const operator = operatorOfRequest.get(request);
      if (!operator) return payload;
      const notes = auditNotesOf(request);
      await writeAudit(app.db, {
        actorKind: 'operator',
        actor: operator,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        playerId: notes.playerId ?? null,
        status: reply.statusCode,
        ip: request.ip,
        before: notes.before,
        after: notes.after,
        detail: request.url,
      }, auditReportOf(request));
      return payload;
    };

    const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
      request.body !== null && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

    const securityHooks = (rule: SecurityEventRule) => {
      const before: preHandlerHookHandler = async (request) => {
        if (rule.state && request.session) auditNote(request, { before: await rule.state(app.db, request.session.playerId, bodyOf(request)) });
      };
      const after = async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
        if (reply.statusCode === 429 && rule.burst) {
          if (await app.rateLimiter.store.hit([{ name: 'auditBurst', rule: BURST_RULE, key: `${rule.burst}|ip:${request.ip}` }]) === 0) {
            const named = bodyOf(request).username;
            await writeAudit(app.db, { actorKind: 'system', actor: 'server', action: rule.burst, status: 429, ip: request.ip, detail: typeof named === 'string' ? `username: ${named.slice(0, 60)}` : null }, auditReportOf(request));
          }
          return payload;
        }
        const notes = auditNotesOf(request);
        if (reply.statusCode >= 300 || (rule.onlyWhenNamed && !notes.action)) return payload;
        const playerId = request.session?.playerId ?? notes.playerId;
        if (playerId === undefined) return payload;
        const [player] = await app.db.query<{ username: string }>('SELECT username FROM players WHERE id = $1', [playerId]);
        await writeAudit(app.db, {
          actorKind: 'player',
          actor: player?.username ?? `player ${playerId}`,
          action: notes.action ?? rule.event,
          playerId,
          status: reply.statusCode,
          ip: request.ip,
          before: notes.before,
          after: rule.state ? await rule.state(app.db, playerId, bodyOf(request)) : notes.after,
          detail: request.routeOptions.url ?? null,
        }, auditReportOf(request));
        return payload;
      };
      return { before, after };
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      const onSend = (hook: onSendHookHandler) => {
        route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), hook];
      };
      if (methods.some((method) => isAuditedOperatorRoute(method, route.url))) onSend(recordOperator as onSendHookHandler);
      const rule = methods.map((method) => SECURITY_EVENTS[`${method} ${route.url}`]).find(Boolean);
      if (!rule) return;
      const hooks = securityHooks(rule);
      route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), hooks.before];
      onSend(hooks.after as onSendHookHandler);
    });
  },
  { name: 'operator-audit', dependencies: ['platform', 'metrics'] },
);
