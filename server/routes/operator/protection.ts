import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { isAuditedOperatorCall, operatorNamed, operatorOfRequest, operatorOnly } from '../../http/operator-guard.ts';
import { addNote, audit, listProtected, playerIdOf, playerProtection } from '../../services/protection-operator.ts';

/** The player an audited operator call was about (set by the handlers below). */
const auditedPlayer = new WeakMap<FastifyRequest, number>();

/**
 * The operator's protection view (issue 17, operator side), behind operatorOnly (OPERATOR_TOKEN or a local call)
 * and `npm run operator -- protection …`. Every call names its operator (x-operator-name) and is audited:
 * - GET  /api/operator/protection                      players with an exclusion, time-out, pending return or limit
 * - GET  /api/operator/protection/:username            one player: exclusions, limits, limit history, notes
 * - POST /api/operator/protection/:username/notes {note}  adds a note (1–2000 characters)
 * - POST /api/operator/protection/:username/lift       always 400: nothing the player set can be lifted or shortened
 * Also records, for EVERY audited operator call (withdrawals and bets too), who did what with which outcome.
 */
export function operatorProtectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.protection.clock.now();
  app.addHook('preHandler', operatorNamed);
  // onSend (awaited before the reply leaves), so the audit row exists when the caller reads the answer.
  app.addHook('onSend', async (request, reply, payload) => {
    const operator = operatorOfRequest.get(request);
    if (!operator || !isAuditedOperatorCall(request)) return payload;
    await audit(ctx.db, {
      operator,
      action: `${request.method} ${request.routeOptions.url ?? request.url}`,
      playerId: auditedPlayer.get(request) ?? null,
      status: reply.statusCode,
      detail: request.url,
    });
    return payload;
  });
  app.get('/api/operator/protection', { onRequest: operatorOnly }, async () =>
    ok(await listProtected(ctx.db, ctx.protection.profile, now())),
  );
  app.get<{ Params: { username: string } }>('/api/operator/protection/:username', { onRequest: operatorOnly }, async (request) => {
    const record = await playerProtection(ctx.db, ctx.protection.profile, request.params.username, now());
    auditedPlayer.set(request, record.playerId);
    return ok(record);
  });
  app.post<{ Params: { username: string }; Body: { note: string } }>(
    '/api/operator/protection/:username/notes',
    { onRequest: operatorOnly, schema: { body: ctx.schemas.get('operator/note.request') } },
    async (request) => {
      const note = request.body.note.trim();
      if (!note) throw new ApiFailure(400, 'common.badRequest');
      const saved = await addNote(ctx.db, request.params.username, operatorOfRequest.get(request) as string, note);
      auditedPlayer.set(request, saved.playerId);
      return ok(saved);
    },
  );
  app.post<{ Params: { username: string } }>('/api/operator/protection/:username/lift', { onRequest: operatorOnly }, async (request) => {
    auditedPlayer.set(request, (await playerIdOf(ctx.db, request.params.username)).id);
    throw new ApiFailure(400, 'operator.cannotLift');
  });
}
