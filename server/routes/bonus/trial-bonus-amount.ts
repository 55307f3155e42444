import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TrialBonusAmount } from '../../../src/generated/api/bonus/trial-bonus-amount.ts';
import { ok } from '../../http/envelope.ts';
import { BonusService } from '../../services/bonus.ts';

/** GET /api/bonus/trialbonusamount (spec §7, read at startup) -> data {amount} in lira; 0 = no trial bonus. Public. */
export function trialBonusAmountRoute(app: FastifyInstance, ctx: AppContext): void {
  const bonuses = new BonusService(ctx.db, ctx.wallet);
  app.get('/api/bonus/trialbonusamount', async () => {
    const data: TrialBonusAmount = { amount: await bonuses.trialBonusAmount() };
    return ok(data);
  });
}
