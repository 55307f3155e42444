import type { FastifyInstance } from 'fastify';
import { cmsPromotionlist } from '../../../contracts/api/index.ts';
import { ok } from '../../http/envelope.ts';
import { route } from '../../http/route.ts';
import { audienceOf } from '../../http/request-brand.ts';
import { marketingAllowedFor } from '../../services/marketing.ts';

/** POST /api/cms/promotionlist (no body) -> data: [{id, title, image, descriptionHtml, claimUrl}] active, in order, x-locale, the request's brand; [] for a caller in a time-out or self-exclusion (docs/registration-checks.md). */
export function promotionListRoute(app: FastifyInstance): void {
  route(app, cmsPromotionlist, { preHandler: app.auth.optional }, async (request) => {
    if (!(await marketingAllowedFor(app, request))) return ok([]);
    return ok(await app.cms.content.promotions(audienceOf(request)));
  });
}
