import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { PromotionList } from '../../../contracts/types/cms/promotion-list.ts';
import { ok } from '../../http/envelope.ts';
import { marketingAllowedFor } from '../../services/marketing.ts';

/** POST /api/cms/promotionlist (no body) -> data: [{id, title, image, descriptionHtml, claimUrl}] active, in order, x-locale; [] for a caller in a time-out or self-exclusion (issue 17 item 5). */
export function promotionListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/cms/promotionlist', { preHandler: ctx.auth.optional }, async (request) => {
    if (!(await marketingAllowedFor(ctx, request))) return ok([] as PromotionList);
    const data: PromotionList = await ctx.cms.content.promotions(request.locale);
    return ok(data);
  });
}
