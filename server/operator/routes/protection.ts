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
import { auditNote, auditPlayer } from '@server/platform/audit-trail';
import { translate } from '@server/i18n/messages';
import { liftTimeOut } from '@server/operator/lift';

/**
 * The operator's protection view (docs/player-protection-operator.md), behind operatorOnly
 * (a signed-in operator of a role the route allows) and `npm run operator -- protection …`. Every call is audited
 * under that operator (server/operator/audit-plugin.ts); the view is app.protectionOperator
 * (server/operator/plugin.ts):
 * - GET  /api/operator/protection                      players with an exclusion, time-out, pending return or limit
 * - GET  /api/operator/protection/:username            one player: exclusions, limits, limit history, notes (404 unknown)
 * - POST /api/operator/protection/:username/notes {note}  adds a note (1–2000 characters; 400 when blank)
 * - POST /api/operator/protection/:username/lift       400 unless the market allows lifting a running time-out
 *   (compliance.timeOut.operatorLift): then the first operator asks and a different one approves (server/operator/lift.ts)
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
    const player = await view.playerIdOf(request.params.username);
    auditPlayer(request, player.id);
    const protection = app.protection;
    const outcome = await liftTimeOut(app.db, protection.profile, player.id, operatorOfRequest.get(request) as string, protection.clock.now());
    auditNote(request, { after: { outcome } });
    return ok(null, translate(request.locale, outcome === 'requested' ? 'operator.liftRequested' : 'operator.liftDone', { username: player.username }));
  });
}
