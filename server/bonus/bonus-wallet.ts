import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { Database } from '@server/db/typed';

/**
 * The bonus side of the wallet (rules in docs/bonus-wallet.md). Called only by WalletService
 * while it holds the player's wallet row lock, so every bonus row change of one player is serialised with his
 * money movements on both databases.
 */

/** The state of one wallet row, kuruş. */
export interface WalletSplit {
  balanceKurus: number;
  cashKurus: number;
  bonusKurus: number;
}

/** What a completed wagering requirement released: the bonus and the bonus money moved to cash (kuruş). */
export interface BonusRelease {
  bonusId: number;
  name: string;
  amountKurus: number;
}

/** A bonus is active while its status says so and its time has not run out (database clock). */
const active = (eb: ExpressionBuilder<Database, 'bonuses'>) =>
  eb.and([eb('status', '=', 'active'), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', sql<Date>`now()`)])]);

/**
 * Marks the player's active bonuses whose time ran out as 'expired'. Returns whether any bonus is still active
 * (when none is, bonus money left in the wallet has no bonus behind it and the wallet forfeits it).
 */
export async function expireBonuses(q: Queryable, playerId: number): Promise<boolean> {
  const db = typed(q);
  await db
    .updateTable('bonuses')
    .set({ status: 'expired' })
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  const still = await db.selectFrom('bonuses').select('id').where('player_id', '=', playerId).where(active).limit(1).executeTakeFirst();
  return still !== undefined;
}

/**
 * Counts a stake of `stakeKurus` (cash and bonus parts alike) towards the oldest active bonus's wagering
 * requirement (wagered_kurus, capped at the requirement). When the requirement is met the bonus becomes
 * 'completed' and, if no other bonus is still active, returns the release: all bonus money of the wallet
 * (`bonusKurus`) moves to cash. Returns null when nothing is released.
 */
export async function countWagering(q: Queryable, playerId: number, stakeKurus: number, bonusKurus: number): Promise<BonusRelease | null> {
  const db = typed(q);
  const bonus = await db
    .updateTable('bonuses')
    .set((eb) => ({ wagered_kurus: eb.fn<number>('least', [eb('wagered_kurus', '+', stakeKurus), 'wagering_required_kurus']) }))
    .where((eb) =>
      eb('id', '=', eb.selectFrom('bonuses').select('id').where('player_id', '=', playerId).where(active).orderBy('id').limit(1)),
    )
    .returning(['id', 'name', 'wagered_kurus', 'wagering_required_kurus'])
    .executeTakeFirst();
  if (!bonus || Number(bonus.wagered_kurus) < Number(bonus.wagering_required_kurus)) return null;
  await db.updateTable('bonuses').set({ status: 'completed' }).where('id', '=', bonus.id).execute();
  if (await expireBonuses(q, playerId)) return null;
  return { bonusId: Number(bonus.id), name: bonus.name, amountKurus: bonusKurus };
}

/** Whether the player's most recent bonus ended 'completed' (its wagering met), rather than forfeited or expired. */
export async function lastBonusCompleted(q: Queryable, playerId: number): Promise<boolean> {
  const last = await typed(q).selectFrom('bonuses').select('status').where('player_id', '=', playerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return last?.status === 'completed';
}

/** Cancels every active bonus of the player (a withdrawal forfeits them). Returns how many were cancelled. */
export async function cancelActiveBonuses(q: Queryable, playerId: number): Promise<number> {
  const rows = await typed(q)
    .updateTable('bonuses')
    .set({ status: 'cancelled' })
    .where('player_id', '=', playerId)
    .where('status', '=', 'active')
    .returning('id')
    .execute();
  return rows.length;
}
