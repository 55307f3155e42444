import type { FastifyInstance } from 'fastify';
import { cmsPopup } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { audienceOf } from '@server/http/request-brand';
import { marketingAllowedFor } from '@server/bonus/marketing';

/** In test mode a browser opts in to the popup with this cookie (see popupRoute). */
export const TEST_POPUP_COOKIE = /(?:^|;\s*)e2e-popup=1(?:;|$)/;

/**
 * GET /api/cms/popup (docs/product.md §7) -> data: {hash, images: [{url} x3], url} of the active popup for the request's brand and x-locale, or null.
 * In test mode (SERVER_MODE=test) the popup is served only to a browser with the cookie `e2e-popup=1`: every
 * journey starts in a fresh browser, and a popup opening on the home page would cover the page under test.
 * Null for a caller whose session belongs to a player in a time-out or self-exclusion.
 */
export function popupRoute(app: FastifyInstance): void {
  route(app, cmsPopup, { preHandler: app.auth.optional }, async (request) => {
    if (app.mode === 'test' && !TEST_POPUP_COOKIE.test(request.headers.cookie ?? '')) return ok(null);
    if (!(await marketingAllowedFor(app, request))) return ok(null);
    return ok(await app.cms.content.popup(audienceOf(request)));
  });
}
