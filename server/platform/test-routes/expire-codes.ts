import type { FastifyInstance } from 'fastify';
import { testExpireCodes } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { expireOpenCodes } from '@server/auth/verification-codes';

/**
 * POST /api/test/expirecodes {username} -> data {expired: number of codes}. Makes the player's open one-time codes
 * (password reset, phone) expired now. Registered only in demo and test mode, like the outbox: the expiry rule
 * (10 minutes) cannot be waited out in a browser journey.
 */
export function testExpireCodesRoute(app: FastifyInstance): void {
  route(app, testExpireCodes, {}, async (request) => ok({ expired: await expireOpenCodes(app.db, request.body.username) }));
}
