import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PromotionList } from '../../../src/generated/api/cms/promotion-list.ts';
import { ok } from '../../http/envelope.ts';

/** POST /api/cms/promotionlist (no body) -> data: [{id, title, image, descriptionHtml, claimUrl}] active, in order, x-locale. */
export function promotionListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/cms/promotionlist', async (request) => {
    const data: PromotionList = await ctx.cms.content.promotions(request.locale);
    return ok(data);
  });
}
