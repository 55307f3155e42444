import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { pgErrorCode } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { kurusToLira, liraToKurus } from '@server/wallet/money';
import type { WalletService } from '@server/wallet/wallet';
import { comparablePhone } from '@server/account/phones';

/** Site option holding the trial bonus amount in lira (docs/product.md §3: "a number held in shared state"); missing = 0. */
export const TRIAL_BONUS_OPTION = 'trialBonusAmount';
/**
 * The trial bonus must be wagered this many times (wagering_required_kurus = multiplier x amount) before its money
 * is released to cash (docs/bonus-wallet.md). The one place this rule lives.
 */
export const TRIAL_BONUS_WAGERING_MULTIPLIER = 10;
/** Days the trial bonus stays active. */
export const TRIAL_BONUS_DAYS = 30;

export type BonusStatus = 'active' | 'completed' | 'expired' | 'cancelled';

/** One bonus as customer/bonuses returns it: amounts in lira, times ISO 8601 UTC. */
export interface BonusItem {
  id: number;
  name: string;
  amount: number;
  wageringRequired: number;
  wagered: number;
  status: BonusStatus;
  createdAt: string;
  expiresAt: string | null;
}

/** Bonuses of players: the trial bonus (docs/product.md §4 Trial bonus) and the list of the account area. */
export class BonusService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
  ) {}

  /** The trial bonus amount in lira from the site option; 0 when unset, disabled or not a valid amount. */
  async trialBonusAmount(): Promise<number> {
    const option = await typed(this.db)
      .selectFrom('site_options')
      .select('value')
      .where('key', '=', TRIAL_BONUS_OPTION)
      .where('status', '=', true)
      .executeTakeFirst();
    const amount = Number(option?.value ?? 0);
    try {
      return amount > 0 ? kurusToLira(liraToKurus(amount)) : 0;
    } catch {
      return 0;
    }
  }

  /**
   * Credits the trial bonus once per player AND once per verified phone number (normalised, across accounts)
   * through the wallet (ledger kind 'trial_bonus', to the bonus balance) and records the bonus row with
   * TRIAL_BONUS_WAGERING_MULTIPLIER x wagering, in one transaction. Returns the amount and new total balance in lira.
   * Errors (ApiFailure 400, nothing moved): 'bonus.trialUnavailable' (amount 0), 'bonus.phoneNotVerified',
   * 'bonus.trialAlreadyUsed' (this player; also when two calls race: the partial unique index refuses the second),
   * 'bonus.trialPhoneUsed' (another account claimed this number; the trial_bonus_phones primary key decides races).
   */
  async grantTrialBonus(playerId: number, name: string): Promise<{ amount: number; balance: number }> {
    const amount = await this.trialBonusAmount();
    if (amount <= 0) throw new ApiFailure(400, 'bonus.trialUnavailable');
    const amountKurus = liraToKurus(amount);
    try {
      return await this.db.transaction(async (tx) => {
        const q = typed(tx);
        const player = await q.selectFrom('players').select(['sms_verified', 'phone']).where('id', '=', playerId).forUpdate().executeTakeFirst();
        if (!player?.sms_verified) throw new ApiFailure(400, 'bonus.phoneNotVerified');
        const taken = await q.selectFrom('bonuses').select('id').where('player_id', '=', playerId).where('kind', '=', 'trial').executeTakeFirst();
        if (taken) throw new ApiFailure(400, 'bonus.trialAlreadyUsed');
        // A parallel claim of the same number by another account waits here for the first and then inserts nothing.
        const claimed = await q
          .insertInto('trial_bonus_phones')
          .values({ phone: comparablePhone(player.phone), player_id: playerId })
          .onConflict((oc) => oc.column('phone').doNothing())
          .returning('phone')
          .executeTakeFirst();
        if (!claimed) throw new ApiFailure(400, 'bonus.trialPhoneUsed');
        const change = await this.wallet.credit(playerId, 'trial_bonus', amountKurus, 'bonus:trial', tx);
        await q
          .insertInto('bonuses')
          .values({
            player_id: playerId, kind: 'trial', name, amount_kurus: amountKurus,
            wagering_required_kurus: amountKurus * TRIAL_BONUS_WAGERING_MULTIPLIER, ledger_id: change.ledgerId,
            expires_at: sql<Date>`now() + make_interval(days => ${TRIAL_BONUS_DAYS})`,
          })
          .execute();
        return { amount, balance: kurusToLira(change.balanceKurus) };
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new ApiFailure(400, 'bonus.trialAlreadyUsed');
      throw error;
    }
  }

  /** The player's bonuses, newest first, with the total count for paging. */
  async list(playerId: number, skip: number, take: number): Promise<{ total: number; items: BonusItem[] }> {
    const q = typed(this.db);
    const rows = await q
      .selectFrom('bonuses')
      .select(['id', 'name', 'amount_kurus', 'wagering_required_kurus', 'wagered_kurus', 'created_at', 'expires_at'])
      // An active bonus whose time ran out shows as expired before the wallet next marks it; the page's total is a
      // window count. Both SQL: the builder has no CASE on a column or OVER ().
      .select(sql<BonusStatus>`CASE WHEN status = 'active' AND expires_at <= now() THEN 'expired' ELSE status END`.as('status'))
      .select(sql<number>`count(*) OVER ()`.as('total'))
      .where('player_id', '=', playerId)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(take)
      .execute();
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await q.selectFrom('bonuses').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', playerId).executeTakeFirstOrThrow()).n);
    return {
      total,
      items: rows.map((r) => ({
        id: Number(r.id), name: r.name, amount: kurusToLira(Number(r.amount_kurus)),
        wageringRequired: kurusToLira(Number(r.wagering_required_kurus)), wagered: kurusToLira(Number(r.wagered_kurus)),
        status: r.status, createdAt: r.created_at.toISOString(), expiresAt: r.expires_at?.toISOString() ?? null,
      })),
    };
  }
}
