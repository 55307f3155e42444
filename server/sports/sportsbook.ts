import type { Db } from '@server/db/db';
import type { SportsbookId, SportsbookProvider } from './providers/types';
import type { SportBet } from '@contracts/types/sports/bet-view';
import type { SportsbookEvents } from '@contracts/types/sports/events';
import type { NotificationService } from '@server/notifications/notifications';
import type { ProtectionService } from '@server/protection/protection';
import { openSportBets, placeSportBet, recentSportBets, type OperatorSportBet, type PlaceBetInput } from './bets';
import { listSportEvents } from './events';
import { settleSportBet, type SettledBet, type SettleOutcome } from './settle';
import { authenticateSportsbookToken, rotateSportsbookToken, type SportsbookPlayer } from './tokens';
import type { WalletService } from '@server/wallet/wallet';

/**
 * The sportsbook wallet integration (docs/product.md §4): launch tokens, the demo sportsbooks' events,
 * single bets paid from the wallet ledger and their settlement. One per app, built by the sportsbook area's plugin.
 */
export class SportsbookService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationService,
    private readonly protection: ProtectionService,
  ) {}

  /** The player behind a launch token of `provider` (server/sports/tokens.ts); ApiFailure 401 otherwise. */
  authenticate(provider: SportsbookProvider, token: string, cid?: string | null): Promise<SportsbookPlayer> {
    return authenticateSportsbookToken({ db: this.db, protection: this.protection }, provider, token, cid);
  }

  /** A fresh launch token of `provider` for login session `sessionId`; the previous one stops working. */
  rotateToken(provider: SportsbookProvider, sessionId: number): Promise<string> {
    return rotateSportsbookToken(this.db, provider, sessionId);
  }

  /** The events `provider` offers now, live and pre-match, with their odds. */
  events(provider: SportsbookId): Promise<SportsbookEvents> {
    return listSportEvents(this.db, provider);
  }

  /** Places a single bet and debits its stake in one transaction (server/sports/bets.ts placeSportBet). Balance in kuruş. */
  placeBet(input: PlaceBetInput): Promise<{ bet: SportBet; balanceKurus: number }> {
    return placeSportBet({ db: this.db, wallet: this.wallet, protection: this.protection }, input);
  }

  /** The player's last 20 bets at `provider`, newest first. */
  recentBets(playerId: number, provider: SportsbookId): Promise<SportBet[]> {
    return recentSportBets(this.db, playerId, provider);
  }

  /** Open bets of every player, oldest first, at most 100 (the operator's list). */
  openBets(): Promise<OperatorSportBet[]> {
    return openSportBets(this.db);
  }

  /** Settles open bet `betId` won or lost, paying its own player (server/sports/settle.ts). Balance in kuruş. */
  settle(betId: number, outcome: SettleOutcome): Promise<SettledBet> {
    return settleSportBet({ db: this.db, wallet: this.wallet, notifications: this.notifications }, betId, outcome);
  }
}
