import type { FastifyInstance } from 'fastify';
import {
  twoStepBegin,
  twoStepConfirm,
  twoStepDisable,
  twoStepRecoveryCodes,
  twoStepRename,
  twoStepStatus,
} from '../../../contracts/api/index.ts';
import { typed } from '../../db/typed.ts';
import { sessionOf } from '../../http/auth.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { translate } from '../../i18n/messages.ts';
import { verifyPassword } from '../../services/password.ts';
import { isTotpCode } from '../../services/two-step.ts';
import { twoStepProofLimits } from '../auth/auth-limits.ts';

/** The player's password hash and username. */
async function account(app: FastifyInstance, playerId: number): Promise<{ username: string; password_hash: string }> {
  return typed(app.db).selectFrom('players').select(['username', 'password_hash']).where('id', '=', playerId).executeTakeFirstOrThrow();
}

/** Refuses (400 'twoStep.passwordWrong') unless `password` is the player's. */
async function requirePassword(app: FastifyInstance, playerId: number, password: string): Promise<{ username: string }> {
  const row = await account(app, playerId);
  if (!(await verifyPassword(row.password_hash, password))) throw new ApiFailure(400, 'twoStep.passwordWrong');
  return row;
}

/**
 * The two-step settings calls, each for the logged-in player (401 without a session):
 * - GET  twostep/status -> TwoStepStatus {totp: {label, since, lastUsedAt} | null, recoveryCodesLeft}
 * - POST twostep/begin {password} -> TotpSetup {secret, uri, qrSvg}: a new secret, not on yet (400 wrong password,
 *   400 already on)
 * - POST twostep/confirm {code} -> {recoveryCodes}: a current code of the new secret turns it on; ten recovery codes,
 *   shown once (400 wrong code, 400 not started)
 * - POST twostep/rename {label} -> null (400 not on)
 * - POST twostep/disable {proof} -> null: the password or a current TOTP code (used up) turns it off, recovery
 *   codes and open login tickets included (400 wrong proof, 400 not on)
 * - POST twostep/recoverycodes {password} -> {recoveryCodes}: a new set; the old one stops working (400 wrong
 *   password, 400 not on)
 * The password and code proofs are limited per player (app.rateLimits.twoStepProof, 429 past it).
 */
export function twoStepRoutes(app: FastifyInstance): void {
  const auth = { preHandler: app.auth.required };
  const proofLimited = { ...auth, preValidation: twoStepProofLimits(app) };

  route(app, twoStepStatus, auth, async (request) => ok(await app.twoStep.status(sessionOf(request).playerId)));

  route(app, twoStepBegin, proofLimited, async (request) => {
    const { playerId } = sessionOf(request);
    const { username } = await requirePassword(app, playerId, request.body.password);
    return ok(await app.twoStep.begin(playerId, username), translate(request.locale, 'twoStep.setupStarted'));
  });

  route(app, twoStepConfirm, proofLimited, async (request) => {
    const recoveryCodes = await app.twoStep.confirm(sessionOf(request).playerId, request.body.code);
    return ok({ recoveryCodes }, translate(request.locale, 'twoStep.enabled'));
  });

  route(app, twoStepRename, auth, async (request) => {
    const label = request.body.label.trim();
    if (!label) throw new ApiFailure(400, 'common.badRequest');
    await app.twoStep.rename(sessionOf(request).playerId, label);
    return ok(null, translate(request.locale, 'twoStep.renamed'));
  });

  route(app, twoStepDisable, proofLimited, async (request) => {
    const { playerId } = sessionOf(request);
    if (!(await app.twoStep.isOn(playerId))) throw new ApiFailure(400, 'twoStep.notOn');
    const proof = request.body.proof;
    // A 6-digit proof may be a code of the authenticator or a password of digits: the code is tried first.
    const proven =
      (isTotpCode(proof) && (await app.twoStep.useCode(playerId, proof))) ||
      (await verifyPassword((await account(app, playerId)).password_hash, proof));
    if (!proven) throw new ApiFailure(400, 'twoStep.proofWrong');
    await app.twoStep.disable(playerId);
    return ok(null, translate(request.locale, 'twoStep.disabled'));
  });

  route(app, twoStepRecoveryCodes, proofLimited, async (request) => {
    const { playerId } = sessionOf(request);
    await requirePassword(app, playerId, request.body.password);
    const recoveryCodes = await app.twoStep.regenerateRecoveryCodes(playerId);
    return ok({ recoveryCodes }, translate(request.locale, 'twoStep.codesRegenerated'));
  });
}
