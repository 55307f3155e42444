import type { Db, Queryable } from '../db/db.ts';
import { pgErrorCode } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';

/** Kinds of ledger rows (DB CHECK in 001_core.sql). */
export type LedgerKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'bonus' | 'trial_bonus' | 'adjustment';

/** Sign every kind must have; 'adjustment' may go either way (operator corrections). */
const SIGN: Record<LedgerKind, 1 | -1 | 0> = {
  deposit: 1,
  win: 1,
  bonus: 1,
  trial_bonus: 1,
  withdrawal: -1,
  bet: -1,
  adjustment: 0,
};

export interface WalletChange {
  playerId: number;
  kind: LedgerKind;
  /** Signed kuruş: positive credits, negative debits. Never 0. */
  amountKurus: number;
  /** Free text linking the row to its cause (payment id, game round, 'seed'...). */
  reference?: string | null;
}

export interface WalletChangeResult {
  ledgerId: number;
  /** Balance after the change, kuruş. */
  balanceKurus: number;
}

/**
 * The only code that changes a balance. Each change locks the wallet row (SELECT ... FOR UPDATE), checks the
 * new balance is not negative, updates it and writes the ledger row in the same transaction, so
 * sum(ledger.amount_kurus) == wallets.balance_kurus always holds and parallel debits cannot overdraw.
 */
export class WalletService {
  constructor(private readonly db: Db) {}

  /** Creates the wallet of a new player with balance 0 (inside the registration transaction). */
  async open(tx: Queryable, playerId: number, currencyId: number): Promise<void> {
    await tx.query('INSERT INTO wallets (player_id, currency_id) VALUES ($1, $2)', [playerId, currencyId]);
  }

  /** Current balance in kuruş; throws when the player has no wallet. */
  async balanceKurus(playerId: number, q: Queryable = this.db): Promise<number> {
    const rows = await q.query<{ balance_kurus: number }>('SELECT balance_kurus FROM wallets WHERE player_id = $1', [playerId]);
    if (!rows[0]) throw new Error(`player ${playerId} has no wallet`);
    return rows[0].balance_kurus;
  }

  /**
   * Applies one change; runs in `tx` when given (to join a larger transaction), else in its own.
   * Errors: RangeError for a zero/non-integer amount or a sign that does not fit the kind;
   * ApiFailure 400 'wallet.insufficientFunds' when the balance would go below zero.
   */
  async apply(change: WalletChange, tx?: Queryable): Promise<WalletChangeResult> {
    const { amountKurus, kind } = change;
    if (!Number.isSafeInteger(amountKurus) || amountKurus === 0) throw new RangeError(`invalid amount ${amountKurus} kuruş`);
    if (SIGN[kind] !== 0 && Math.sign(amountKurus) !== SIGN[kind]) throw new RangeError(`${kind} cannot be ${amountKurus} kuruş`);
    const run = (q: Queryable) => this.applyIn(q, change);
    return tx ? run(tx) : this.db.transaction(run);
  }

  /** Adds `amountKurus` (> 0) of a credit kind. */
  credit(playerId: number, kind: LedgerKind, amountKurus: number, reference?: string, tx?: Queryable): Promise<WalletChangeResult> {
    return this.apply({ playerId, kind, amountKurus, reference }, tx);
  }

  /** Takes `amountKurus` (> 0, a positive number) of a debit kind; fails with insufficient funds. */
  debit(playerId: number, kind: LedgerKind, amountKurus: number, reference?: string, tx?: Queryable): Promise<WalletChangeResult> {
    return this.apply({ playerId, kind, amountKurus: -amountKurus, reference }, tx);
  }

  private async applyIn(q: Queryable, change: WalletChange): Promise<WalletChangeResult> {
    const locked = await q.query<{ balance_kurus: number }>(
      'SELECT balance_kurus FROM wallets WHERE player_id = $1 FOR UPDATE',
      [change.playerId],
    );
    if (!locked[0]) throw new Error(`player ${change.playerId} has no wallet`);
    const balanceKurus = locked[0].balance_kurus + change.amountKurus;
    if (balanceKurus < 0) throw new ApiFailure(400, 'wallet.insufficientFunds');
    try {
      await q.query('UPDATE wallets SET balance_kurus = $2, updated_at = now() WHERE player_id = $1', [change.playerId, balanceKurus]);
    } catch (error) {
      if (pgErrorCode(error) === '23514') throw new ApiFailure(400, 'wallet.insufficientFunds');
      throw error;
    }
    const rows = await q.query<{ id: number }>(
      `INSERT INTO ledger (player_id, kind, amount_kurus, balance_after_kurus, reference)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [change.playerId, change.kind, change.amountKurus, balanceKurus, change.reference ?? null],
    );
    return { ledgerId: rows[0].id, balanceKurus };
  }
}
