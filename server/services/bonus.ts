import type { Db } from '../db/db.ts';
import { pgErrorCode } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { normalisePhone } from './bonus-wallet.ts';
import { kurusToLira, liraToKurus } from './money.ts';
import type { WalletService } from './wallet.ts';

/** Site option holding the trial bonus amount in lira (spec §3: "a number held in shared state"); missing = 0. */
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

/** Bonuses of players: the trial bonus (spec §4 Trial bonus) and the list of the account area. */
export class BonusService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
  ) {}

  /** The trial bonus amount in lira from the site option; 0 when unset, disabled or not a valid amount. */
  async trialBonusAmount(): Promise<number> {
    const rows = await this.db.query<{ value: string }>('SELECT value FROM site_options WHERE key = $1 AND status', [TRIAL_BONUS_OPTION]);
    const amount = Number(rows[0]?.value ?? 0);
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
        const players = await tx.query<{ sms_verified: boolean; phone: string }>('SELECT sms_verified, phone FROM players WHERE id = $1 FOR UPDATE', [playerId]);
        if (!players[0]?.sms_verified) throw new ApiFailure(400, 'bonus.phoneNotVerified');
        const taken = await tx.query("SELECT 1 FROM bonuses WHERE player_id = $1 AND kind = 'trial'", [playerId]);
        if (taken.length > 0) throw new ApiFailure(400, 'bonus.trialAlreadyUsed');
        // A parallel claim of the same number by another account waits here for the first and then inserts nothing.
        const claimed = await tx.query(
          'INSERT INTO trial_bonus_phones (phone, player_id) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING RETURNING phone',
          [normalisePhone(players[0].phone), playerId],
        );
        if (claimed.length === 0) throw new ApiFailure(400, 'bonus.trialPhoneUsed');
        const change = await this.wallet.credit(playerId, 'trial_bonus', amountKurus, 'bonus:trial', tx);
        await tx.query(
          `INSERT INTO bonuses (player_id, kind, name, amount_kurus, wagering_required_kurus, ledger_id, expires_at)
           VALUES ($1, 'trial', $2, $3, $4, $5, now() + make_interval(days => $6))`,
          [playerId, name, amountKurus, amountKurus * TRIAL_BONUS_WAGERING_MULTIPLIER, change.ledgerId, TRIAL_BONUS_DAYS],
        );
        return { amount, balance: kurusToLira(change.balanceKurus) };
      });
    } catch (error) {
      if (pgErrorCode(error) === '23505') throw new ApiFailure(400, 'bonus.trialAlreadyUsed');
      throw error;
    }
  }

  /** The player's bonuses, newest first, with the total count for paging. */
  async list(playerId: number, skip: number, take: number): Promise<{ total: number; items: BonusItem[] }> {
    const rows = await this.db.query<{
      id: number; name: string; amount_kurus: number; wagering_required_kurus: number; wagered_kurus: number;
      status: BonusStatus; created_at: Date; expires_at: Date | null; total: number;
    }>(
      `SELECT id, name, amount_kurus, wagering_required_kurus, wagered_kurus,
              CASE WHEN status = 'active' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
              created_at, expires_at, count(*) OVER () AS total
       FROM bonuses WHERE player_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
      [playerId, skip, take],
    );
    const total = rows[0] ? Number(rows[0].total) : Number((await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bonuses WHERE player_id = $1', [playerId]))[0].n);
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
