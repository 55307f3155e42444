import type { FastifyInstance } from 'fastify';
import { bonusTrialbonusamount } from '@contracts/api/index';
import { ok } from '@server/http/envelope';
import { route } from '@server/http/route';
import { marketingAllowedFor } from '@server/bonus/marketing';

/**
 * GET /api/bonus/trialbonusamount (docs/product.md §7, read at startup) -> data {amount} in lira; 0 = no trial bonus.
 * Public; 0 for a caller in a time-out or self-exclusion (docs/registration-checks.md).
 */
export function trialBonusAmountRoute(app: FastifyInstance): void {
  route(app, bonusTrialbonusamount, { preHandler: app.auth.optional }, async (request) => {
    const offered = await marketingAllowedFor(app, request);
    return ok({ amount: offered ? await app.bonuses.trialBonusAmount() : 0 });
  });
}
