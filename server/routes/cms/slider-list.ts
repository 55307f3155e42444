import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { SliderList } from '../../../contracts/types/cms/slider-list.ts';
import type { SliderListRequest } from '../../../contracts/types/cms/slider-list.request.ts';
import { ok } from '../../http/envelope.ts';

/** POST /api/cms/sliderlist {slug} (spec §7) -> data: [{images: [default, ≥992, ≥1200], url}] in display order. */
export function sliderListRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: SliderListRequest }>(
    '/api/cms/sliderlist',
    { schema: { body: ctx.schemas.get('cms/slider-list.request') } },
    async (request) => {
      const data: SliderList = await ctx.cms.content.slides(request.body.slug);
      return ok(data);
    },
  );
}
