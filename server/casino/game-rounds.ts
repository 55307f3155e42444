import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { spinReels, STAKES_LIRA, winKurus } from './providers/demo-slot-rules';
import type { SlotSymbol } from './providers/demo-slot-rules';
import { liraToKurus } from '@server/wallet/money';
import { money } from '@server/i18n/message-params';
import type { GameSession } from './game-launch';
import type { ProtectionService } from '@server/protection/protection';
import type { WalletService } from '@server/wallet/wallet';

/** The result of one spin; money in kuruş. */
export interface SpinResult {
  roundId: string;
  reels: SlotSymbol[];
  stakeKurus: number;
  winKurus: number;
  balanceKurus: number;
}

/** Game transaction types (docs/product.md §3): Win 1, Bet 2. */
const WIN = 1;
const BET = 2;

/**
 * Rounds of the demo slot (the game history reads them: game-history.ts). A spin is one transaction:
 * round row, bet debit, win credit (through the wallet, ledger kinds bet/win with reference `round:<id>`) and the
 * two history rows, so a failure leaves no trace and no money moved. The bet counts towards the active bonus's
 * wagering inside the wallet (docs/bonus-wallet.md).
 */
export class GameRoundService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly protection: ProtectionService,
  ) {}

  /**
   * Spins for `session` with `stakeLira`. Errors: 400 casino.invalidStake (not one of STAKES_LIRA),
   * 400 casino.stakeAboveBalance when the stake is more than the balance; 400 from the protection guard during an
   * exclusion, with the session time used up, or when the stake could take the loss over a loss limit.
   */
  async spin(session: GameSession, stakeLira: number, random?: (max: number) => number): Promise<SpinResult> {
    if (!(STAKES_LIRA as readonly number[]).includes(stakeLira)) {
      throw new ApiFailure(400, 'casino.invalidStake', { stakes: { money: [...STAKES_LIRA] } });
    }
    const stakeKurus = liraToKurus(stakeLira);
    const reels = spinReels(random);
    const win = winKurus(stakeKurus, reels);
    const roundId = randomUUID();
    const guard = this.protection.guard;
    const { result, ticket, bet } = await this.db.transaction(async (tx) => {
      // Exclusion, session time, reality check, game cycle and loss limits, under the player's
      // protection lock (taken before the wallet's).
      const ticket = await guard.stake(tx, session.playerId, stakeKurus, undefined, { sessionId: session.loginSessionId, kind: 'spin' });
      // Locked here (the wallet locks again, harmlessly) so two parallel spins cannot both pass the check.
      const locked = await typed(tx).selectFrom('wallets').select('balance_kurus').where('player_id', '=', session.playerId).forUpdate().executeTakeFirst();
      const balance = locked?.balance_kurus ?? 0;
      if (balance < stakeKurus) {
        throw new ApiFailure(400, 'casino.stakeAboveBalance', { balance: money(balance), stake: money(stakeKurus) });
      }
      await typed(tx)
        .insertInto('game_rounds')
        .values({
          round_id: roundId, game_session_id: session.id, player_id: session.playerId, game_code: session.gameCode,
          stake_kurus: stakeKurus, win_kurus: win, reels: reels.join(','),
        })
        .execute();
      const record = (type: 1 | 2, amount: number, ledgerId: number, after: number) =>
        typed(tx)
          .insertInto('game_transactions')
          .values({
            player_id: session.playerId, round_id: roundId, game_code: session.gameCode, type, amount_kurus: amount,
            balance_after_kurus: after, ledger_id: ledgerId,
          })
          .execute();
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
}
