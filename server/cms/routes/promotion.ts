import type { FastifyInstance } from 'fastify';
import { cmsPromotion } from '@contracts/api/index';
import { ApiFailure, ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';

/** POST /api/cms/promotion {id} -> data: one active promotion (the detail dialog), x-locale; 404 if unknown or inactive. */
export function promotionRoute(app: FastifyInstance): void {
  route(app, cmsPromotion, {}, async (request) => {
    const [data] = await app.cms.content.promotions(audienceOf(request), request.body.id);
    if (!data) throw new ApiFailure(404, 'common.notFound');
    return ok(data);
  });
}
