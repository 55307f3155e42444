import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { OutboxList } from '../../../contracts/types/test/outbox.ts';
import type { OutboxQuery } from '../../../contracts/types/test/outbox.query.ts';
import { ok } from '../../http/envelope.ts';

/**
 * GET /api/test/outbox?username=... -> data: the SMS / e-mails recorded for that player, newest first.
 * Registered only in demo and test mode (never in production): it exists so a tester can read reset and
 * verification codes without a phone.
 */
export function outboxRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: OutboxQuery }>(
    '/api/test/outbox',
    { schema: { querystring: ctx.schemas.get('test/outbox.query') } },
    async (request) => {
      const data: OutboxList = await ctx.outbox.read(request.query.username);
      return ok(data);
    },
  );
}
