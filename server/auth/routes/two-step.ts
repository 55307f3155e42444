import type { FastifyInstance } from 'fastify';
import {
  authTwoStepBegin,
  authTwoStepConfirm,
  authTwoStepDisable,
  authTwoStepRecoveryCodes,
  authTwoStepRename,
  authTwoStepStatus,
} from '@contracts/api/index';
import { sessionOf } from '@server/http/auth';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { translate } from '@server/i18n/messages';
import { requireFreshAuth } from '@server/auth/step-up';
import { twoStepProofLimits } from './auth-limits';

/**
 * The two-step settings calls, each for the logged-in player (401 without a session). Adding, turning off and new
 * recovery codes change a way into the account: they need a fresh re-authentication (the step-up guard: 403
 * {reauth: {methods}} when the session's last proof is older than the window; docs/security.md "Step-up"), not a
 * password in the call.
 * - GET  twostep/status -> TwoStepStatus {totp: {label, since, lastUsedAt} | null, recoveryCodesLeft}
 * - POST twostep/begin -> TotpSetup {secret, uri, qrSvg}: a new secret, not on yet; the URI's issuer is the request's
 *   brand name (docs/brands.md), so a player of two brands tells them apart in his app (403 step-up, 400 already on)
 * - POST twostep/confirm {code} -> {recoveryCodes}: a current code of the new secret turns it on; ten recovery codes,
 *   shown once (400 wrong code, 400 not started; 429 past twoStepProof per player)
 * - POST twostep/rename {label} -> null (400 not on)
 * - POST twostep/disable -> null: turns it off, recovery codes and open login tickets included (403 step-up, 400 not on)
 * - POST twostep/recoverycodes -> {recoveryCodes}: a new set; the old one stops working (403 step-up, 400 not on)
 */
export function twoStepRoutes(app: FastifyInstance): void {
  const auth = { preHandler: app.auth.required };

  route(app, authTwoStepStatus, auth, async (request) => ok(await app.twoStep.status(sessionOf(request).playerId)));

  route(app, authTwoStepBegin, auth, async (request) => {
    await requireFreshAuth(app, request);
    const { playerId } = sessionOf(request);
    const { username } = await app.players.profile(playerId);
    const issuer = app.siteConfig.forRequest(request).brand.brandName;
    return ok(await app.twoStep.begin(playerId, username, issuer), translate(request.locale, 'twoStep.setupStarted'));
  });

  route(app, authTwoStepConfirm, { ...auth, preValidation: twoStepProofLimits(app) }, async (request) => {
    const recoveryCodes = await app.twoStep.confirm(sessionOf(request).playerId, request.body.code);
    return ok({ recoveryCodes }, translate(request.locale, 'twoStep.enabled'));
  });

  route(app, authTwoStepRename, auth, async (request) => {
    const label = request.body.label.trim();
    if (!label) throw new ApiFailure(400, 'common.badRequest');
    await app.twoStep.rename(sessionOf(request).playerId, label);
    return ok(null, translate(request.locale, 'twoStep.renamed'));
  });

  route(app, authTwoStepDisable, auth, async (request) => {
    await requireFreshAuth(app, request);
    const { playerId } = sessionOf(request);
    if (!(await app.twoStep.isOn(playerId))) throw new ApiFailure(400, 'twoStep.notOn');
    await app.twoStep.disable(playerId);
    return ok(null, translate(request.locale, 'twoStep.disabled'));
  });

  route(app, authTwoStepRecoveryCodes, auth, async (request) => {
    await requireFreshAuth(app, request);
    const recoveryCodes = await app.twoStep.regenerateRecoveryCodes(sessionOf(request).playerId);
    return ok({ recoveryCodes }, translate(request.locale, 'twoStep.codesRegenerated'));
  });
}
