import type { FastifyInstance } from 'fastify';
import {
  operatorProtection,
  operatorProtectionDetail,
  operatorProtectionLift,
  operatorProtectionNotes,
} from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOfRequest, operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { auditPlayer } from '@server/platform/audit-trail';

/**
 * The operator's protection view (docs/player-protection-operator.md), behind operatorOnly
 * (OPERATOR_TOKEN or a local call) and `npm run operator -- protection …`. Every call names its operator
 * (x-operator-name) and is audited (server/operator/audit-plugin.ts); the view is app.protectionOperator
 * (server/operator/plugin.ts):
 * - GET  /api/operator/protection                      players with an exclusion, time-out, pending return or limit
 * - GET  /api/operator/protection/:username            one player: exclusions, limits, limit history, notes (404 unknown)
 * - POST /api/operator/protection/:username/notes {note}  adds a note (1–2000 characters; 400 when blank)
 * - POST /api/operator/protection/:username/lift       always 400: nothing the player set can be lifted or shortened
 */
export function operatorProtectionRoutes(app: FastifyInstance): void {
  const view = app.protectionOperator;
  route(app, operatorProtection, { onRequest: operatorOnly }, async () => ok(await view.list()));
  route(app, operatorProtectionDetail, { onRequest: operatorOnly }, async (request) => {
    const record = await view.record(request.params.username);
    auditPlayer(request, record.playerId);
    return ok(record);
  });
  route(app, operatorProtectionNotes, { onRequest: operatorOnly }, async (request) => {
    const note = request.body.note.trim();
    if (!note) throw new ApiFailure(400, 'common.badRequest');
    const saved = await view.addNote(request.params.username, operatorOfRequest.get(request) as string, note);
    auditPlayer(request, saved.playerId);
    return ok(saved);
  });
  route(app, operatorProtectionLift, { onRequest: operatorOnly }, async (request) => {
    auditPlayer(request, (await view.playerIdOf(request.params.username)).id);
    throw new ApiFailure(400, 'operator.cannotLift');
  });
}
