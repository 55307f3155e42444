import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/db';
import { ApiFailure } from '@server/http/envelope';
import { spinReels, STAKES_LIRA, winKurus } from './providers/demo-slot-rules';
import type { SlotSymbol } from './providers/demo-slot-rules';
import { liraToKurus } from '@server/wallet/money';
import { money } from '@server/i18n/message-params';
import type { GameSession } from './game-launch';
import { DEMO_PROVIDER, ProviderRefusal } from './provider-wallet';
import type { ProviderWalletService } from './provider-wallet';

/** The result of one spin; money in kuruş. */
export interface SpinResult {
  roundId: string;
  reels: SlotSymbol[];
  stakeKurus: number;
  winKurus: number;
  balanceKurus: number;
}

/**
 * Rounds of the demo slot (the game history reads them: game-history.ts). A spin is one transaction: its bet and
 * its win booked through the provider wallet (provider-wallet.ts, the one path of provider money: round row, ledger
 * kinds bet/win with reference `round:<id>`, the history rows), so a failure leaves no trace and no money moved. The
 * bet counts towards the active bonus's wagering inside the wallet (docs/bonus-wallet.md).
 */
export class GameRoundService {
  constructor(
    private readonly db: Db,
    private readonly providerWallet: ProviderWalletService,
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
    const play = {
      provider: DEMO_PROVIDER, playerId: session.playerId, gameSessionId: session.id, loginSessionId: session.loginSessionId,
      gameCode: session.gameCode, round: roundId,
    };
    const { result, bet } = await this.db.transaction(async (tx) => {
      const bet = await this.providerWallet
        .bet(tx, { ...play, transactionId: `${roundId}:bet`, amountKurus: stakeKurus, roundClosed: true, play: 'spin', reels: reels.join(',') })
        .catch((error: unknown) => {
          if (error instanceof ProviderRefusal && error.code === 'notEnoughMoney') {
            throw new ApiFailure(400, 'casino.stakeAboveBalance', { balance: money(error.balanceKurus), stake: money(stakeKurus) });
          }
          throw error;
        });
      let balanceKurus = bet.balanceKurus;
      if (win > 0) {
        const paid = await this.providerWallet.win(tx, { ...play, transactionId: `${roundId}:win`, betId: `${roundId}:bet`, amountKurus: win, roundClosed: true });
        balanceKurus = paid.balanceKurus;
      }
      return { result: { roundId, reels, stakeKurus, winKurus: win, balanceKurus }, bet };
    });
    await this.providerWallet.afterCommit(session.playerId, bet);
    return result;
  }
}
