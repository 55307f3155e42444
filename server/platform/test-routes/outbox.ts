import type { FastifyInstance } from 'fastify';
import { testOutbox } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';

/**
 * GET /api/test/outbox?username=... -> data: the SMS / e-mails recorded for that player, newest first.
 * Registered only in demo and test mode (never in production): it exists so a tester can read reset and
 * verification codes without a phone. Waits for messages still being sent after their call's reply.
 */
export function outboxRoute(app: FastifyInstance): void {
  route(app, testOutbox, {}, async (request) => {
    // Messages sent after a reply (the reset code: app.afterReply) are in before the outbox is read.
    await app.afterReply.settled();
    return ok(await app.outbox.read(request.query.username));
  });
}
