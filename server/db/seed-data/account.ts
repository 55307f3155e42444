import type { ServerMode } from '@server/app-types';
import type { Queryable } from '@server/db/db';

/**
 * Account seed: the trial bonus amount site option, in lira. Demo and test offer ₺50 so the Sign Up
 * checkbox and the celebration offer show; production starts without a trial bonus (0) until an operator sets one.
 * Idempotent: an operator's value is never overwritten.
 */
export async function seedAccount(tx: Queryable, mode: ServerMode): Promise<void> {
  await tx.query(
    "INSERT INTO site_options (key, value, status, is_public) VALUES ('trialBonusAmount', $1, true, true) ON CONFLICT DO NOTHING",
    [mode === 'production' ? '0' : '50'],
  );
}
