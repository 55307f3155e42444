import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SiteOptionList } from '../../../contracts/types/cms/site-option-list.ts';
import type { SiteOptionListRequest } from '../../../contracts/types/cms/site-option-list.request.ts';
import { ok } from '../../http/envelope.ts';

/**
 * POST /api/cms/siteoptionlist (spec §7; body none or {keys?}) -> data: [{key, value, status}] of the public
 * site options (support links, live chat, social links, default domain).
 */
export function siteOptionListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SiteOptionListRequest | undefined }>(
    '/api/cms/siteoptionlist',
    { schema: { body: ctx.schemas.get('cms/site-option-list.request') } },
    async (request) => {
      const data: SiteOptionList = await ctx.cms.siteOptions(request.body?.keys);
      return ok(data);
    },
  );
}
