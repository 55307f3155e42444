import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DomainStatus } from '../../../contracts/types/cms/domain-status.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/cms/domainstatus (spec §7, §3 Settings) -> data: {domains: {current, next|null}}. */
export function domainStatusRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/domainstatus', async () => {
    const data: DomainStatus = await ctx.cms.content.domainStatus();
    return ok(data);
  });
}
