import type { Db, Queryable } from '@server/db/db';
import { pgErrorCode } from '@server/db/db';
import { sql } from 'kysely';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { Locale } from '@server/i18n/locale';
import { defaultLocale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import { cancelActiveBonuses, countWagering, expireBonuses, lastBonusCompleted } from '@server/bonus/bonus-wallet';
import type { BonusRelease, WalletSplit } from '@server/bonus/bonus-wallet';
import type { Notification, NotificationService } from '@server/notifications/notifications';
import { liraText } from './format';
import { ReadModel } from '@server/platform/read-model';
import type { ReadModelStats } from '@server/platform/read-model';
import type { ReadModelChange, ReadModelSubscriber } from '@server/platform/read-models';

/** Most players whose balance one process keeps in memory (≈ 100 B each). */
export const BALANCE_CACHE_MAX = 50_000;
/** Longest a cached balance is trusted without a notification, ms (ReadModelOptions.ttlMs). */
export const BALANCE_CACHE_TTL_MS = 5 * 60_000;

export type { WalletSplit };

/** Kinds of ledger rows (DB CHECK in 001_core.sql, extended in 090_bonus_wallet.sql and 178_provider_wallet.sql). */
export const LEDGER_KINDS = ['deposit', 'withdrawal', 'bet', 'win', 'rollback', 'bonus', 'trial_bonus', 'adjustment', 'bonus_release', 'bonus_forfeit'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Sign every kind must have; 'adjustment' may go either way (operator corrections). */
const SIGN: Record<Exclude<LedgerKind, 'bonus_release' | 'bonus_forfeit'>, 1 | -1 | 0> = {
  deposit: 1,
  win: 1,
  // A provider's rollback gives a bet back (server/casino/provider-wallet.ts).
  rollback: 1,
  bonus: 1,
  trial_bonus: 1,
  withdrawal: -1,
  bet: -1,
  adjustment: 0,
};

/** Kinds credited to the bonus balance as a whole; every other credit goes to cash unless `bonusKurus` says so. */
const BONUS_CREDITS: ReadonlySet<LedgerKind> = new Set(['bonus', 'trial_bonus']);

export interface WalletChange {
  playerId: number;
  kind: Exclude<LedgerKind, 'bonus_release' | 'bonus_forfeit'>;
  /** Signed kuruş: positive credits, negative debits. Never 0. */
  amountKurus: number;
  /** Free text linking the row to its cause (payment id, game round, 'seed'...). */
  reference?: string | null;
  /**
   * Credits only: the part (kuruş, 0..amount) that belongs to the bonus balance, e.g. the win of a bet staked partly
   * with bonus money. It goes to cash instead when the player has no active bonus any more.
   */
  bonusKurus?: number;
  /** Language of a bonus-release notification this change may cause (default: site.defaultLanguage). */
  locale?: Locale;
}

export interface WalletChangeResult {
  /** The first ledger row written (a change that moves both balances writes two rows). */
  ledgerId: number;
  /** Total balance after the change, kuruş (what the site shows). */
  balanceKurus: number;
  cashKurus: number;
  bonusKurus: number;
  /** How much of this change moved the bonus balance, kuruş, unsigned (a bet's bonus part, a win's bonus share). */
  bonusPartKurus: number;
  /** Set when this bet met a bonus's wagering requirement; push `release.notification` with `afterCommit`. */
  release: (BonusRelease & { notification: Notification | null }) | null;
}

interface Locked extends WalletSplit {
  /** Whether the player has an active (not expired) bonus; bonus money exists only while one does. */
  bonusActive: boolean;
}

/**
 * The only code that changes a balance. The wallet holds two balances, cash and bonus (docs/bonus-wallet.md);
 * wallets.balance_kurus is their sum. Each change locks the wallet row (SELECT ... FOR UPDATE), checks neither
 * balance goes negative, updates them and writes one ledger row per balance moved in the same transaction, so
 * sum(ledger) per balance_kind == the wallet's balance of that kind always holds and parallel debits cannot
 * overdraw. Bets take cash first, then bonus; withdrawals and negative adjustments take cash only; a bet also
 * counts towards the active bonus's wagering, in the same transaction.
 */
export class WalletService implements ReadModelSubscriber {
  /**
   * The balance read model (docs/read-models.md): each player's split as last committed, dropped by
   * this process's own changes and, at commit, by the 'w' notification every wallet update raises (migration 160).
   */
  private readonly balances: ReadModel<number, WalletSplit>;

  /** Told of every ledger movement as it is written (still inside its transaction): the metrics count it at commit. */
  private moved: ((q: Queryable, kind: LedgerKind, amountKurus: number) => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifications?: NotificationService,
  ) {
    this.balances = new ReadModel<number, WalletSplit>({ max: BALANCE_CACHE_MAX, ttlMs: BALANCE_CACHE_TTL_MS, listenerState: () => db.listenerState() });
  }

  /**
   * Cash, bonus and total balance in kuruş as last committed, from memory when known (the 3 s balance poll,
   * docs/product.md §4). A change on any process is seen here within the notification's delay (well under 1 s).
   * Never use it to decide a change: `apply` reads the locked row. Throws when the player has no wallet.
   */
  async cachedSplit(playerId: number): Promise<WalletSplit> {
    const split = await this.balances.get(playerId, () => this.split(playerId));
    if (!split) throw new Error(`player ${playerId} has no wallet`);
    return split;
  }

  changed(change: ReadModelChange): void {
    if (change.kind === 'w') this.balances.invalidate(change.id);
  }

  reset(): void {
    this.balances.clear();
  }

  /**
   * Sets the observer of every ledger movement, the one path all money takes (every provider's deposits, bets and
   * wins): called with the transaction, the kind and the signed kuruş moved, before commit (docs/operations.md "Metrics").
   */
  observeMovements(observer: (q: Queryable, kind: LedgerKind, amountKurus: number) => void): void {
    this.moved = observer;
  }

  /** Hits, misses and size of the balance read model. */
  balanceStats(): ReadModelStats {
    return this.balances.stats();
  }

  /** Creates the wallet of a new player with balance 0 (inside the registration transaction). */
  async open(tx: Queryable, playerId: number, currencyId: number): Promise<void> {
    await typed(tx).insertInto('wallets').values({ player_id: playerId, currency_id: currencyId }).execute();
  }

  /** Current total balance (cash + bonus) in kuruş; throws when the player has no wallet. */
  async balanceKurus(playerId: number, q: Queryable = this.db): Promise<number> {
    return (await this.split(playerId, q)).balanceKurus;
  }

  /** Cash, bonus and total balance in kuruş; cash is what may be withdrawn. Throws when the player has no wallet. */
  async split(playerId: number, q: Queryable = this.db): Promise<WalletSplit> {
    const row = await typed(q)
      .selectFrom('wallets')
      .select(['balance_kurus', 'cash_kurus', 'bonus_kurus'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    if (!row) throw new Error(`player ${playerId} has no wallet`);
    return { balanceKurus: Number(row.balance_kurus), cashKurus: Number(row.cash_kurus), bonusKurus: Number(row.bonus_kurus) };
  }

  /**
   * Applies one change; runs in `tx` when given (to join a larger transaction), else in its own.
   * Errors: RangeError for a zero/non-integer amount, a sign that does not fit the kind or a bad `bonusKurus`;
   * ApiFailure 400 'wallet.insufficientFunds' when a balance would go below zero (for a withdrawal: the cash).
   */
  async apply(change: WalletChange, tx?: Queryable): Promise<WalletChangeResult> {
    const { amountKurus, kind } = change;
    if (!Number.isSafeInteger(amountKurus) || amountKurus === 0) throw new RangeError(`invalid amount ${amountKurus} kuruş`);
    if (SIGN[kind] !== 0 && Math.sign(amountKurus) !== SIGN[kind]) throw new RangeError(`${kind} cannot be ${amountKurus} kuruş`);
    const bonusPart = change.bonusKurus ?? 0;
    if (!Number.isSafeInteger(bonusPart) || bonusPart < 0 || (bonusPart > 0 && bonusPart > amountKurus)) {
      throw new RangeError(`invalid bonus part ${bonusPart} of ${amountKurus} kuruş`);
    }
    const run = (q: Queryable) => this.applyIn(q, change);
    return tx ? run(tx) : this.db.transaction(run);
  }

  /** Adds `amountKurus` (> 0) of a credit kind; `bonusKurus` of it to the bonus balance (see WalletChange). */
  credit(
    playerId: number, kind: WalletChange['kind'], amountKurus: number, reference?: string, tx?: Queryable, bonusKurus?: number,
  ): Promise<WalletChangeResult> {
    return this.apply({ playerId, kind, amountKurus, reference, bonusKurus }, tx);
  }

  /** Takes `amountKurus` (> 0, a positive number) of a debit kind; fails with insufficient funds. */
  debit(playerId: number, kind: WalletChange['kind'], amountKurus: number, reference?: string, tx?: Queryable, locale?: Locale): Promise<WalletChangeResult> {
    return this.apply({ playerId, kind, amountKurus: -amountKurus, reference, locale }, tx);
  }

  /**
   * Forfeits the player's bonuses inside `tx` (a withdrawal while a bonus is active): every active bonus becomes
   * 'cancelled' and the whole bonus balance leaves the wallet (ledger 'bonus_forfeit'). Returns the bonus money
   * forfeited (kuruş) and whether any bonus was cancelled.
   */
  async forfeitBonuses(tx: Queryable, playerId: number, reference: string): Promise<{ forfeitedKurus: number; cancelled: number }> {
    const state = await this.lock(tx, playerId);
    const cancelled = await cancelActiveBonuses(tx, playerId);
    const forfeitedKurus = state.bonusKurus;
    if (forfeitedKurus > 0) await this.move(tx, playerId, state, 'bonus_forfeit', 0, -forfeitedKurus, reference);
    return { forfeitedKurus, cancelled };
  }

  /**
   * Locks the player's wallet row inside `tx` and applies the lazy bonus expiry, as every change does first
   * (docs/bonus-wallet.md "Expiry": an expired bonus's money is forfeited, ledger 'bonus_forfeit'): the split a change
   * made now starts from, kuruş. A caller that refuses on it and rolls `tx` back should run it again in a transaction
   * it commits, so the balance it reports is the one the wallet keeps. Throws when the player has no wallet.
   */
  async lockSettled(tx: Queryable, playerId: number): Promise<WalletSplit> {
    const { balanceKurus, cashKurus, bonusKurus } = await this.lock(tx, playerId);
    return { balanceKurus, cashKurus, bonusKurus };
  }

  /** Pushes the release notification of a committed change (call after the transaction commits). */
  async afterCommit(playerId: number, result: Pick<WalletChangeResult, 'release'>): Promise<void> {
    const notification = result.release?.notification;
    if (notification && this.notifications) await this.notifications.push(playerId, notification);
  }

  private async lock(q: Queryable, playerId: number): Promise<Locked> {
    // The wallet row lock every balance change takes first (SELECT ... FOR UPDATE), held until the transaction ends.
    const locked = await typed(q)
      .selectFrom('wallets')
      .select(['balance_kurus', 'cash_kurus', 'bonus_kurus'])
      .where('player_id', '=', playerId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new Error(`player ${playerId} has no wallet`);
    const state: Locked = {
      balanceKurus: Number(locked.balance_kurus), cashKurus: Number(locked.cash_kurus), bonusKurus: Number(locked.bonus_kurus),
      bonusActive: await expireBonuses(q, playerId),
    };
    // Bonus money whose bonus ended (expired) has nothing behind it any more: it is forfeited before anything else.
    if (!state.bonusActive && state.bonusKurus > 0) {
      await this.move(q, playerId, state, 'bonus_forfeit', 0, -state.bonusKurus, 'bonus:expired');
    }
    return state;
  }

  private async applyIn(q: Queryable, change: WalletChange): Promise<WalletChangeResult> {
    const state = await this.lock(q, change.playerId);
    const amount = change.amountKurus;
    let cash: number;
    let bonus: number;
    let forfeitShare = false;
    if (amount > 0) {
      bonus = BONUS_CREDITS.has(change.kind) ? amount : change.bonusKurus ?? 0;
      if (!BONUS_CREDITS.has(change.kind) && bonus > 0 && !state.bonusActive) {
        // The bonus behind the stake has ended: completed -> the share is cash; forfeited or expired -> forfeited too.
        if (await lastBonusCompleted(q, change.playerId)) bonus = 0;
        else forfeitShare = true;
      }
      cash = amount - bonus;
    } else if (change.kind === 'bet') {
      // Bets take cash first, then bonus money.
      cash = -Math.min(state.cashKurus, -amount);
      bonus = amount - cash;
    } else {
      cash = amount;
      bonus = 0;
    }
    if (state.cashKurus + cash < 0 || state.bonusKurus + bonus < 0) throw new ApiFailure(400, 'wallet.insufficientFunds');
    const ledgerId = await this.move(q, change.playerId, state, change.kind, cash, bonus, change.reference ?? null);
    if (forfeitShare) await this.move(q, change.playerId, state, 'bonus_forfeit', 0, -bonus, change.reference ?? null);
    let release: WalletChangeResult['release'] = null;
    if (change.kind === 'bet') {
      const released = await countWagering(q, change.playerId, -amount, state.bonusKurus);
      if (released) state.bonusActive = false;
      if (released) release = { ...released, notification: await this.release(q, change.playerId, state, released, change.locale ?? defaultLocale()) };
    }
    return {
      ledgerId, balanceKurus: state.balanceKurus, cashKurus: state.cashKurus, bonusKurus: state.bonusKurus, bonusPartKurus: Math.abs(bonus), release,
    };
  }

  /** Moves a completed bonus's money to cash (ledger 'bonus_release', one bonus row and one cash row) and stores the notification. */
  private async release(q: Queryable, playerId: number, state: Locked, released: BonusRelease, locale: Locale): Promise<Notification | null> {
    if (released.amountKurus <= 0) return null;
    await this.move(q, playerId, state, 'bonus_release', released.amountKurus, -released.amountKurus, `bonus:${released.bonusId}:release`);
    if (!this.notifications) return null;
    return this.notifications.insert(q, playerId, {
      type: 4,
      title: translate(locale, 'bonus.releasedTitle'),
      note: translate(locale, 'bonus.releasedNote', { name: released.name, amount: liraText(released.amountKurus) }),
    });
  }

  /**
   * Writes the new balances and one ledger row per balance moved (cash row first); updates `state` in place and
   * returns the first ledger id. The caller holds the wallet row lock and has checked both balances stay >= 0.
   */
  private async move(q: Queryable, playerId: number, state: Locked, kind: LedgerKind, cash: number, bonus: number, reference: string | null): Promise<number> {
    const next = { cashKurus: state.cashKurus + cash, bonusKurus: state.bonusKurus + bonus };
    // Also dropped at commit by the notification; dropping now spoils a poll's load that runs meanwhile.
    this.balances.invalidate(playerId);
    try {
      await typed(q)
        .updateTable('wallets')
        .set({
          cash_kurus: next.cashKurus,
          bonus_kurus: next.bonusKurus,
          balance_kurus: next.cashKurus + next.bonusKurus,
          updated_at: sql<Date>`now()`,
        })
        .where('player_id', '=', playerId)
        .execute();
    } catch (error) {
      if (pgErrorCode(error) === '23514') throw new ApiFailure(400, 'wallet.insufficientFunds');
      throw error;
    }
    let first: number | null = null;
    let running = state.balanceKurus;
    for (const [balanceKind, amount] of [['cash', cash], ['bonus', bonus]] as const) {
      if (amount === 0) continue;
      running += amount;
      const row = await typed(q)
        .insertInto('ledger')
        .values({ player_id: playerId, kind, amount_kurus: amount, balance_after_kurus: running, reference, balance_kind: balanceKind })
        .returning('id')
        .executeTakeFirstOrThrow();
      first ??= Number(row.id);
    }
    Object.assign(state, next, { balanceKurus: next.cashKurus + next.bonusKurus });
    this.moved?.(q, kind, cash + bonus);
    return first ?? 0;
  }
}
