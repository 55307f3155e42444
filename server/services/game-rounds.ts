import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { GameHistoryData } from '../../src/generated/api/customer/game-history.ts';
import type { GameHistoryRequest } from '../../src/generated/api/customer/game-history.request.ts';
import { spinReels, STAKES_LIRA, winKurus } from '../providers/games/demo-slot-rules.ts';
import type { SlotSymbol } from '../providers/games/demo-slot-rules.ts';
import { kurusToLira, liraToKurus } from './money.ts';
import { money } from '../i18n/message-params.ts';
import type { GameSession } from './game-launch.ts';
import { protectionOf } from './protection.ts';
import type { WalletService } from './wallet.ts';

/** The result of one spin; money in kuruş. */
export interface SpinResult {
  roundId: string;
  reels: SlotSymbol[];
  stakeKurus: number;
  winKurus: number;
  balanceKurus: number;
}

/** Game transaction types (spec §3): Win 1, Bet 2. */
const WIN = 1;
const BET = 2;


/**
 * Rounds of the demo slot and the game history (issue 5; contract "Game history"). A spin is one transaction:
 * round row, bet debit, win credit (through the wallet, ledger kinds bet/win with reference `round:<id>`) and the
 * two history rows, so a failure leaves no trace and no money moved. The bet counts towards the active bonus's
 * wagering inside the wallet (docs/bonus-wallet.md).
 */
export class GameRoundService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
  ) {}

  /**
   * Spins for `session` with `stakeLira`. Errors: 400 casino.invalidStake (not one of STAKES_LIRA),
   * 400 casino.stakeAboveBalance when the stake is more than the balance; 400 from the protection guard during an
   * exclusion, with the session time used up, or when the stake could take the loss over a loss limit (issue 11).
   */
  async spin(session: GameSession, stakeLira: number, random?: (max: number) => number): Promise<SpinResult> {
    if (!(STAKES_LIRA as readonly number[]).includes(stakeLira)) {
      throw new ApiFailure(400, 'casino.invalidStake', { stakes: { money: [...STAKES_LIRA] } });
    }
    const stakeKurus = liraToKurus(stakeLira);
    const reels = spinReels(random);
    const win = winKurus(stakeKurus, reels);
    const roundId = randomUUID();
    const guard = protectionOf(this.db).guard;
    const { result, ticket, bet } = await this.db.transaction(async (tx) => {
      // Issue 11 / 17: exclusion, session time, reality check, game cycle and loss limits, under the player's
      // protection lock (taken before the wallet's).
      const ticket = await guard.stake(tx, session.playerId, stakeKurus, undefined, { sessionId: session.loginSessionId, kind: 'spin' });
      // Locked here (the wallet locks again, harmlessly) so two parallel spins cannot both pass the check.
      const [locked] = await tx.query<{ balance_kurus: number }>('SELECT balance_kurus FROM wallets WHERE player_id = $1 FOR UPDATE', [session.playerId]);
      const balance = locked?.balance_kurus ?? 0;
      if (balance < stakeKurus) {
        throw new ApiFailure(400, 'casino.stakeAboveBalance', { balance: money(balance), stake: money(stakeKurus) });
      }
      await tx.query(
        `INSERT INTO game_rounds (round_id, game_session_id, player_id, game_code, stake_kurus, win_kurus, reels)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [roundId, session.id, session.playerId, session.gameCode, stakeKurus, win, reels.join(',')],
      );
      const record = (type: number, amount: number, ledgerId: number, after: number) =>
        tx.query(
          `INSERT INTO game_transactions (player_id, round_id, game_code, type, amount_kurus, balance_after_kurus, ledger_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [session.playerId, roundId, session.gameCode, type, amount, after, ledgerId],
        );
      const bet = await this.wallet.debit(session.playerId, 'bet', stakeKurus, `round:${roundId}`, tx);
      await record(BET, stakeKurus, bet.ledgerId, bet.balanceKurus);
      let balanceKurus = bet.balanceKurus;
      if (win > 0) {
        // A win goes to the bonus balance in the proportion the stake came from it (docs/bonus-wallet.md).
        const winBonus = Math.round((win * bet.bonusPartKurus) / stakeKurus);
        const credit = await this.wallet.credit(session.playerId, 'win', win, `round:${roundId}`, tx, winBonus);
        await record(WIN, win, credit.ledgerId, credit.balanceKurus);
        balanceKurus = credit.balanceKurus;
      }
      return { result: { roundId, reels, stakeKurus, winKurus: win, balanceKurus }, ticket, bet };
    });
    await guard.afterCommit(this.db, ticket);
    await this.wallet.afterCommit(session.playerId, bet);
    return result;
  }

  /** The player's game transactions, newest first, days in Türkiye time (UTC+3) inclusive; amounts in lira. */
  async history(playerId: number, query: GameHistoryRequest): Promise<GameHistoryData> {
    const where = `t.player_id = $1
      AND ($2::timestamptz IS NULL OR t.created_at >= $2::timestamptz)
      AND ($3::timestamptz IS NULL OR t.created_at < $3::timestamptz)`;
    const dayStart = (day: string, plusDays = 0) => {
      const start = new Date(`${day}T00:00:00+03:00`);
      // An impossible day such as 2026-02-31 passes the schema pattern; refuse it instead of rolling over.
      if (Number.isNaN(start.getTime()) || !new Date(`${day}T12:00:00Z`).toISOString().startsWith(day)) throw new ApiFailure(400, 'common.badRequest');
      return new Date(start.getTime() + plusDays * 86_400_000);
    };
    const params = [playerId, query.from ? dayStart(query.from) : null, query.to ? dayStart(query.to, 1) : null];
    const [count] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM game_transactions t WHERE ${where}`, params);
    const rows = await this.db.query<{
      id: number; created_at: Date; game_name: string; provider_name: string; round_id: string; type: number; amount_kurus: number; balance_after_kurus: number;
    }>(
      `SELECT t.id, t.created_at, g.name AS game_name, p.name AS provider_name, t.round_id, t.type, t.amount_kurus, t.balance_after_kurus
       FROM game_transactions t JOIN games g ON g.code = t.game_code JOIN game_providers p ON p.id = g.provider_id
       WHERE ${where} ORDER BY t.created_at DESC, t.id DESC OFFSET $4 LIMIT $5`,
      [...params, query.skip, query.take],
    );
    return {
      total: count.total,
      items: rows.map((r) => ({
        id: r.id, createdAt: r.created_at.toISOString(), gameName: r.game_name, providerName: r.provider_name, roundId: r.round_id,
        type: r.type === WIN ? 1 : 2, amount: kurusToLira(r.amount_kurus), balanceAfter: kurusToLira(r.balance_after_kurus),
      })),
    };
  }
}
