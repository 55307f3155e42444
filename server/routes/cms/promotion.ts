import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Promotion } from '../../../contracts/types/cms/promotion-list.ts';
import type { PromotionRequest } from '../../../contracts/types/cms/promotion.request.ts';
import { ApiFailure, ok } from '../../http/envelope.ts';

/** POST /api/cms/promotion {id} -> data: one active promotion (the detail dialog), x-locale; 404 if unknown or inactive. */
export function promotionRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PromotionRequest }>(
    '/api/cms/promotion',
    { schema: { body: ctx.schemas.get('cms/promotion.request') } },
    async (request) => {
      const [data]: Promotion[] = await ctx.cms.content.promotions(request.locale, request.body.id);
      if (!data) throw new ApiFailure(404, 'common.notFound');
      return ok(data);
    },
  );
}
