import type { FastifyInstance } from 'fastify';
import { testPasswordBreaker } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * POST /api/test/password-breaker {trippedForMs | null} -> {trippedUntil}: trips the site-wide password breaker
 * for trippedForMs from now (every password check then asks a solved challenge first), or resets it. Registered
 * only in demo and test mode, like the outbox: journeys cannot spray hundreds of failed logins to trip it.
 */
export function testPasswordBreakerRoute(app: FastifyInstance): void {
  route(app, testPasswordBreaker, {}, async (request) => {
    const { trippedForMs } = request.body;
    const until = trippedForMs === null ? null : Date.now() + trippedForMs;
    await app.passwordGuard.setTrippedUntil(until);
    return ok({ trippedUntil: until === null ? null : new Date(until).toISOString() });
  });
}
