import type { FastifyInstance } from 'fastify';
import { authLoginSecondStep, authSecondStepPasskeyOptions } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { requestRelyingParty } from '@server/http/relying-party';
import { route } from '@server/http/route';
import { passkeyVerifyOptions, verifyPasskeyForPlayer } from '@server/auth/passkeys';
import { secondStepLimits } from './auth-limits';
import { openProvenSession } from './open-session';

/**
 * POST /api/auth/loginsecondstep {ticket, code | credential, withdrawOnly?} -> data: SessionData (docs/security.md
 * "Two-step sign-in"). The ticket is auth/login's answer to a right password while two-step sign-in is on; the proof
 * either `code`, a current 6-digit TOTP code (each time step accepted once, ±1 step of drift) or an unused recovery
 * code (then used up), or `credential`, an assertion of one of the ticket's player's passkeys for the options of
 * auth/secondsteppasskeyoptions (docs/security.md "Passkeys"). Then the session opens exactly as auth/login opens it
 * (open-session.ts: protection guard, register check, withdraw-only access, locale).
 * Errors: 400 'common.badRequest' unless exactly one proof; 400 'twoStep.codeWrong' (counted: 5 per ticket), 400
 * 'twoStep.ticketAttempts' after the 5th, 400 'twoStep.ticketExpired' for an unknown, used or 5-minute-old ticket;
 * the passkey's 400 'passkey.challengeExpired', 'passkey.unknownCredential' (another player's passkey),
 * 'passkey.verificationFailed'; 429 past the per IP + account limit (app.rateLimits.secondStep).
 *
 * POST /api/auth/secondsteppasskeyoptions {ticket} -> data: PasskeyRequestOptions, a ceremony (purpose 'verify')
 * for the live ticket's player and his passkeys. 400 'twoStep.ticketExpired', 'twoStep.ticketAttempts',
 * 'passkey.needsHostName'; 429 in the same secondStep budget.
 */
export function loginSecondStepRoute(app: FastifyInstance): void {
  const limited = { preValidation: secondStepLimits(app) };
  route(app, authLoginSecondStep, limited, async (request) => {
    const { ticket, code, credential } = request.body;
    let playerId: number;
    if (code !== undefined && credential === undefined) {
      playerId = await app.twoStep.redeemTicket(ticket, code);
    } else if (credential !== undefined && code === undefined) {
      // The assertion is verified first (its challenge is single use whatever the outcome), then the ticket redeemed.
      const ticketPlayer = await app.twoStep.liveTicketPlayer(ticket);
      await verifyPasskeyForPlayer(app.db, requestRelyingParty(app, request), ticketPlayer, credential);
      playerId = await app.twoStep.redeemTicketWithPasskey(ticket, ticketPlayer);
    } else {
      throw new ApiFailure(400, 'common.badRequest');
    }
    const player = await app.players.admit(playerId);
    return openProvenSession(app, request, player, request.body.withdrawOnly === true);
  });

  route(app, authSecondStepPasskeyOptions, limited, async (request) => {
    const playerId = await app.twoStep.liveTicketPlayer(request.body.ticket);
    return ok(await passkeyVerifyOptions(app.db, requestRelyingParty(app, request), playerId));
  });
}
