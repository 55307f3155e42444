import type { FastifyInstance } from 'fastify';
import { cmsPromotionlist } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';
import { marketingAllowedFor } from '@server/bonus/marketing';

/** POST /api/cms/promotionlist (no body) -> data: [{id, title, image, descriptionHtml, claimUrl}] active, in order, x-locale, the request's brand; [] for a caller in a time-out or self-exclusion (docs/registration-checks.md). */
export function promotionListRoute(app: FastifyInstance): void {
  route(app, cmsPromotionlist, { preHandler: app.auth.optional }, async (request) => {
    if (!(await marketingAllowedFor(app, request))) return ok([]);
    return ok(await app.cms.content.promotions(audienceOf(request)));
  });
}
