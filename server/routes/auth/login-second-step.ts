import type { FastifyInstance } from 'fastify';
import { authLoginSecondStep } from '../../../contracts/api/index.ts';
import { route } from '../../http/route.ts';
import { secondStepLimits } from './auth-limits.ts';
import { openProvenSession } from './open-session.ts';

/**
 * POST /api/auth/loginsecondstep {ticket, code, withdrawOnly?} -> data: SessionData (docs/security.md "Two-step
 * sign-in"). The ticket is auth/login's answer to a right password while two-step sign-in is on; the code a current
 * 6-digit TOTP code (each time step accepted once, ±1 step of drift) or an unused recovery code (then used up).
 * Then the session opens exactly as auth/login opens it (open-session.ts: protection guard, register check,
 * withdraw-only access, locale).
 * Errors: 400 'twoStep.codeWrong' (counted: 5 per ticket), 400 'twoStep.ticketAttempts' after the 5th, 400
 * 'twoStep.ticketExpired' for an unknown, used or 5-minute-old ticket; 429 past the per IP + account limit
 * (app.rateLimits.secondStep).
 */
export function loginSecondStepRoute(app: FastifyInstance): void {
  route(app, authLoginSecondStep, { preValidation: secondStepLimits(app) }, async (request) => {
    const playerId = await app.twoStep.redeemTicket(request.body.ticket, request.body.code);
    const player = await app.players.admit(playerId);
    return openProvenSession(app, request, player, request.body.withdrawOnly === true);
  });
}
