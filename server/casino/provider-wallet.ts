import { sql } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { GuardTicket, StakeContext } from '@server/protection/guard';
import type { ProtectionService } from '@server/protection/protection';
import type { WalletChangeResult, WalletService } from '@server/wallet/wallet';

/** Game transaction types of the game history rows (docs/product.md §3): Win 1, Bet 2. */
const WIN = 1;
const BET = 2;

/** The provider name of the built-in demo slot; its round ids are kept as they are (game history shows them). */
export const DEMO_PROVIDER = 'demo';

/**
 * Why the provider wallet refuses a call without moving money (each protocol maps it to its own status):
 * - duplicate: the transaction id was booked before (by another request);
 * - unknownBet: a win or rollback names a bet this wallet never booked for this player;
 * - rolledBack: the bet was rolled back (a win for it, a second rollback, or the bet arriving after its rollback);
 * - notEnoughMoney: the stake is more than the balance.
 * `balanceKurus` is the player's balance when refused.
 */
export type ProviderRefusalCode = 'duplicate' | 'unknownBet' | 'rolledBack' | 'notEnoughMoney';

export class ProviderRefusal extends Error {
  constructor(
    readonly code: ProviderRefusalCode,
    readonly balanceKurus: number,
  ) {
    super(`provider wallet refused: ${code}`);
  }
}

/** Who plays what: the player, the game session the provider's token stands for and its login session. */
export interface ProviderPlay {
  /** 'demo' or a protocol's name ('hub88'). */
  provider: string;
  playerId: number;
  gameSessionId: number;
  /** The login session the game was opened from (its reality check and session time). */
  loginSessionId: number;
  gameCode: string;
  /** The provider's round id as it sent it. */
  round: string;
}

export interface ProviderBet extends ProviderPlay {
  transactionId: string;
  /** Kuruş, >= 0 (0: a free round's bet, booked without a ledger row). */
  amountKurus: number;
  roundClosed: boolean;
  /** A slot spin (minimum game cycle, docs/protection-enforcement.md) or any other bet. */
  play: StakeContext['kind'];
  /** The demo slot's reels; '' for a provider that keeps its outcome to itself. */
  reels?: string;
}

export interface ProviderWin extends ProviderPlay {
  transactionId: string;
  /** The bet this win pays. */
  betId: string;
  /** Kuruş, >= 0. */
  amountKurus: number;
  roundClosed: boolean;
}

export interface ProviderRollback extends ProviderPlay {
  transactionId: string;
  /** The bet to give back; it may not have arrived yet. */
  betId: string;
  roundClosed: boolean;
}

/** What a booked call did: the balance after it and what to run once its transaction committed (afterCommit). */
export interface Booked {
  balanceKurus: number;
  /** The bet's part taken from the bonus balance (bets only), kuruş. */
  bonusPartKurus: number;
  /** Whether this call moved money (false: a 0 amount, or a rollback remembered before its bet). */
  moved: boolean;
  ticket?: GuardTicket;
  change?: WalletChangeResult;
}

/**
 * The id game_rounds keeps for a player's round (unique, the ledger's reference `round:<id>`): the demo slot's as is
 * (a fresh id per spin), another provider's `<provider>:<player id>:<round>`. A provider's round id is shared by every
 * player at a live table, so the player is part of the key: each player's stake, win and open round stay his.
 */
export const roundKey = (provider: string, playerId: number, round: string): string =>
  provider === DEMO_PROVIDER ? round : `${provider}:${playerId}:${round}`;

/**
 * The one path of provider money (docs/providers.md "Provider wallet"): every bet, win and rollback of a game provider —
 * the demo slot's spins and the Hub88 wallet API's calls — is booked here, inside the caller's transaction, exactly
 * once per (provider, transaction id) (provider_transactions' primary key), through the wallet's ledger (reference
 * `round:<round id>`, the row's ledger_id ties it to the transaction id) with the round (game_rounds) and the game
 * history rows beside it. A bet passes the player-protection guard first (ProtectionGuard.stake: its ApiFailure
 * propagates) and counts towards the active bonus's wagering in the wallet; a win goes to the bonus balance in the
 * proportion its bet came from it, a rollback gives the bet back to the balances it came from (docs/bonus-wallet.md).
 * Refusals without an effect throw ProviderRefusal; the caller rolls its transaction back.
 */
export class ProviderWalletService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly protection: ProtectionService,
  ) {}

  /** Books a bet: protection guard, rollback-before-bet, balance, then the debit. Errors: see the class doc. */
  async bet(tx: Queryable, b: ProviderBet): Promise<Booked> {
    if (await this.exists(tx, b.provider, b.transactionId)) throw new ProviderRefusal('duplicate', await this.wallet.balanceKurus(b.playerId, tx));
    // Exclusion, session time, reality check, game cycle and loss limits, under the player's protection lock
    // (taken before the wallet's).
    const ticket = await this.protection.guard.stake(tx, b.playerId, b.amountKurus, undefined, { sessionId: b.loginSessionId, kind: b.play });
    // The balance the debit will see: an expired bonus's money is already gone from it (docs/bonus-wallet.md "Expiry").
    const balance = await this.lockWallet(tx, b.playerId);
    // A rollback that came first for this player (docs/providers.md "Out of order"): the bet is refused, nothing moves.
    if (await this.rolledBackBefore(tx, b.provider, b.transactionId, b.playerId)) throw new ProviderRefusal('rolledBack', balance);
    if (balance < b.amountKurus) throw new ProviderRefusal('notEnoughMoney', balance);
    const round = roundKey(b.provider, b.playerId, b.round);
    if (!(await this.insert(tx, b, 'bet', round, b.amountKurus, null))) throw new ProviderRefusal('duplicate', balance);
    await sql`INSERT INTO game_rounds (round_id, game_session_id, player_id, game_code, stake_kurus, win_kurus, reels, provider, closed_at)
      VALUES (${round}, ${b.gameSessionId}, ${b.playerId}, ${b.gameCode}, ${b.amountKurus}, 0, ${b.reels ?? ''}, ${b.provider},
        ${b.roundClosed || b.provider === DEMO_PROVIDER ? sql`now()` : null})
      ON CONFLICT (round_id) DO UPDATE SET stake_kurus = game_rounds.stake_kurus + EXCLUDED.stake_kurus,
        closed_at = COALESCE(game_rounds.closed_at, EXCLUDED.closed_at)`.execute(typed(tx));
    if (b.amountKurus === 0) return { balanceKurus: balance, bonusPartKurus: 0, moved: false, ticket };
    const change = await this.wallet.debit(b.playerId, 'bet', b.amountKurus, `round:${round}`, tx);
    await this.link(tx, b, change.ledgerId, change.bonusPartKurus);
    await this.history(tx, b, round, BET, b.amountKurus, change);
    return { balanceKurus: change.balanceKurus, bonusPartKurus: change.bonusPartKurus, moved: true, ticket, change };
  }

  /** Books a win of a booked bet (also on an expired token: the round was staked). Errors: see the class doc. */
  async win(tx: Queryable, w: ProviderWin): Promise<Booked> {
    const balance = await this.lockWallet(tx, w.playerId);
    if (await this.exists(tx, w.provider, w.transactionId)) throw new ProviderRefusal('duplicate', balance);
    const bet = await this.findBet(tx, w.provider, w.betId, w.playerId);
    if (!bet) throw new ProviderRefusal('unknownBet', balance);
    if (bet.rolled_back) throw new ProviderRefusal('rolledBack', balance);
    if (!(await this.insert(tx, w, 'win', bet.round_id, w.amountKurus, w.betId))) throw new ProviderRefusal('duplicate', balance);
    await this.touchRound(tx, bet.round_id, sql`win_kurus = win_kurus + ${w.amountKurus}`, w.roundClosed);
    if (w.amountKurus === 0) return { balanceKurus: balance, bonusPartKurus: 0, moved: false };
    const stake = Number(bet.amount_kurus);
    // A win goes to the bonus balance in the proportion its stake came from it (docs/bonus-wallet.md).
    const share = stake > 0 ? Math.min(w.amountKurus, Math.round((w.amountKurus * Number(bet.bonus_part_kurus)) / stake)) : 0;
    const change = await this.wallet.credit(w.playerId, 'win', w.amountKurus, `round:${bet.round_id}`, tx, share);
    await this.link(tx, w, change.ledgerId, 0);
    await this.history(tx, { ...w, gameCode: bet.game_code }, bet.round_id, WIN, w.amountKurus, change);
    return { balanceKurus: change.balanceKurus, bonusPartKurus: 0, moved: true, change };
  }

  /**
   * Gives a booked bet back (a 'rollback' ledger row to the balances it came from; a win already paid stays paid),
   * or, for a bet not seen yet, remembers the rollback so that the bet is refused when it comes (moved: false).
   * Errors: see the class doc (a rollback naming a win is unknownBet).
   */
  async rollback(tx: Queryable, r: ProviderRollback): Promise<Booked> {
    const balance = await this.lockWallet(tx, r.playerId);
    if (await this.exists(tx, r.provider, r.transactionId)) throw new ProviderRefusal('duplicate', balance);
    const named = await typed(tx)
      .selectFrom('provider_transactions')
      .select(['kind', 'player_id'])
      .where('provider', '=', r.provider)
      .where('transaction_id', '=', r.betId)
      .executeTakeFirst();
    if (named && (named.kind !== 'bet' || Number(named.player_id) !== r.playerId)) throw new ProviderRefusal('unknownBet', balance);
    const bet = await this.findBet(tx, r.provider, r.betId, r.playerId);
    if (!bet) {
      // Remembered once: a second rollback of the same unseen bet is refused as for a booked bet rolled back.
      if (await this.rolledBackBefore(tx, r.provider, r.betId, r.playerId)) throw new ProviderRefusal('rolledBack', balance);
      if (!(await this.insert(tx, r, 'rollback', roundKey(r.provider, r.playerId, r.round), 0, r.betId))) throw new ProviderRefusal('duplicate', balance);
      return { balanceKurus: balance, bonusPartKurus: 0, moved: false };
    }
    if (bet.rolled_back) throw new ProviderRefusal('rolledBack', balance);
    const amount = Number(bet.amount_kurus);
    if (!(await this.insert(tx, r, 'rollback', bet.round_id, amount, r.betId))) throw new ProviderRefusal('duplicate', balance);
    await typed(tx)
      .updateTable('provider_transactions')
      .set({ rolled_back: true })
      .where('provider', '=', r.provider)
      .where('transaction_id', '=', r.betId)
      .execute();
    await this.touchRound(tx, bet.round_id, sql`stake_kurus = stake_kurus - ${amount}`, r.roundClosed);
    if (amount === 0) return { balanceKurus: balance, bonusPartKurus: 0, moved: false };
    const change = await this.wallet.credit(r.playerId, 'rollback', amount, `round:${bet.round_id}`, tx, Number(bet.bonus_part_kurus));
    await this.link(tx, r, change.ledgerId, Number(bet.bonus_part_kurus));
    return { balanceKurus: change.balanceKurus, bonusPartKurus: 0, moved: true, change };
  }

  /** After the call's transaction committed: the protection warning and the bonus-release notification. */
  async afterCommit(playerId: number, booked: Booked): Promise<void> {
    if (booked.ticket) await this.protection.guard.afterCommit(this.db, booked.ticket);
    if (booked.change) await this.wallet.afterCommit(playerId, booked.change);
  }

  /**
   * Locks the wallet row inside `tx` (every call of one player runs one after the other) with the lazy bonus expiry
   * applied (WalletService.lockSettled) and returns the balance, kuruş: the balance a change made now starts from,
   * the one a refusal reports. Throws when the player has no wallet.
   */
  async lockWallet(tx: Queryable, playerId: number): Promise<number> {
    return (await this.wallet.lockSettled(tx, playerId)).balanceKurus;
  }

  /** Whether a rollback of `betId` by `playerId` was remembered before the bet came. */
  private async rolledBackBefore(tx: Queryable, provider: string, betId: string, playerId: number): Promise<boolean> {
    const row = await typed(tx)
      .selectFrom('provider_transactions')
      .select('transaction_id')
      .where('provider', '=', provider)
      .where('reference_id', '=', betId)
      .where('kind', '=', 'rollback')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private async exists(tx: Queryable, provider: string, transactionId: string): Promise<boolean> {
    const row = await typed(tx)
      .selectFrom('provider_transactions')
      .select('kind')
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId)
      .executeTakeFirst();
    return row !== undefined;
  }

  private findBet(tx: Queryable, provider: string, betId: string, playerId: number) {
    return typed(tx)
      .selectFrom('provider_transactions')
      .select(['round_id', 'game_code', 'amount_kurus', 'bonus_part_kurus', 'rolled_back'])
      .where('provider', '=', provider)
      .where('transaction_id', '=', betId)
      .where('kind', '=', 'bet')
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  /** Inserts the transaction row; false when the id is taken (a parallel duplicate that committed first). */
  private async insert(
    tx: Queryable, t: ProviderPlay & { transactionId: string }, kind: 'bet' | 'win' | 'rollback', round: string, amount: number, referenceId: string | null,
  ): Promise<boolean> {
    const row = await typed(tx)
      .insertInto('provider_transactions')
      .values({
        provider: t.provider, transaction_id: t.transactionId, kind, player_id: t.playerId, round_id: round, game_code: t.gameCode,
        amount_kurus: amount, reference_id: referenceId,
      })
      .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
      .returning('transaction_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  private async link(tx: Queryable, t: ProviderPlay & { transactionId: string }, ledgerId: number, bonusPart: number): Promise<void> {
    await typed(tx)
      .updateTable('provider_transactions')
      .set({ ledger_id: ledgerId, bonus_part_kurus: bonusPart })
      .where('provider', '=', t.provider)
      .where('transaction_id', '=', t.transactionId)
      .execute();
  }

  private async touchRound(tx: Queryable, round: string, set: ReturnType<typeof sql>, closed: boolean): Promise<void> {
    await sql`UPDATE game_rounds SET ${set}${closed ? sql`, closed_at = COALESCE(closed_at, now())` : sql``} WHERE round_id = ${round}`.execute(typed(tx));
  }

  /** The game history row (game_transactions) of a bet or win, tied to its ledger row. */
  private async history(tx: Queryable, p: ProviderPlay, round: string, type: 1 | 2, amount: number, change: WalletChangeResult): Promise<void> {
    await typed(tx)
      .insertInto('game_transactions')
      .values({
        player_id: p.playerId, round_id: round, game_code: p.gameCode, type, amount_kurus: amount, balance_after_kurus: change.balanceKurus,
        ledger_id: change.ledgerId,
      })
      .execute();
  }
}
