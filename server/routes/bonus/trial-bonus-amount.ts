import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TrialBonusAmount } from '../../../contracts/types/bonus/trial-bonus-amount.ts';
import { ok } from '../../http/envelope.ts';
import { BonusService } from '../../services/bonus.ts';
import { marketingAllowedFor } from '../../services/marketing.ts';

/** GET /api/bonus/trialbonusamount (spec §7, read at startup) -> data {amount} in lira; 0 = no trial bonus. Public; 0 for a caller in a time-out or self-exclusion (issue 17 item 5). */
export function trialBonusAmountRoute(app: FastifyInstance, ctx: AppContext): void {
  const bonuses = new BonusService(ctx.db, ctx.wallet);
  app.get('/api/bonus/trialbonusamount', { preHandler: ctx.auth.optional }, async (request) => {
    const offered = await marketingAllowedFor(ctx, request);
    const data: TrialBonusAmount = { amount: offered ? await bonuses.trialBonusAmount() : 0 };
    return ok(data);
  });
}
