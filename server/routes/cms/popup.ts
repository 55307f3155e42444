import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Popup } from '../../../src/generated/api/cms/popup.ts';
import { ok } from '../../http/envelope.ts';

/** GET /api/cms/popup (spec §7) -> data: {hash, images: [{url} x3], url} of the active popup, or null. */
export function popupRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/cms/popup', async () => {
    const data: Popup = await ctx.cms.content.popup();
    return ok(data);
  });
}
