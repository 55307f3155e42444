import type { FastifyInstance } from 'fastify';
import { operatorTwoStepDisable } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { operatorOnly } from '@server/http/operator-guard';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { auditPlayer } from '@server/platform/audit-trail';

/**
 * POST /api/operator/twostep/:username/disable -> null: support turns off the two-step sign-in of a player who lost
 * his authenticator and his recovery codes, after checking who he is by the support procedure (docs/security.md
 * "Two-step sign-in"). Behind operatorOnly and audited with the player like every operator call. 404 for an
 * unknown username, 400 when two-step sign-in is not on. `npm run operator -- twostep disable <username>`.
 */
export function operatorTwoStepRoutes(app: FastifyInstance): void {
  route(app, operatorTwoStepDisable, { onRequest: operatorOnly }, async (request) => {
    const player = await app.protectionOperator.playerIdOf(request.params.username);
    auditPlayer(request, player.id);
    if (!(await app.twoStep.disable(player.id))) throw new ApiFailure(400, 'twoStep.notOn');
    return ok(null, translate(request.locale, 'twoStep.operatorDisabled', { username: player.username }));
  });
}
