/*
 * The filters and row references of the dashboard histories (docs/histories.md), written once for the site
 * and the platform server. The request schemas in schemas/api/{wallet,casino,account}/*-history.request.json list the same
 * values (history-filters.test.ts keeps them equal); docs/histories.md describes the shapes.
 */

/** Financial history `type` filter: Deposit 1 / Withdraw 2 (docs/product.md §3 Transaction type). */
export const FINANCIAL_TYPES = ['deposit', 'withdrawal'] as const;
export type FinancialType = (typeof FINANCIAL_TYPES)[number];

/** Spec §3 transaction type of each `type` filter value. */
export const TRANSACTION_TYPE_OF: Readonly<Record<FinancialType, 1 | 2>> = { deposit: 1, withdrawal: 2 };

/** Financial history `status` filter: what a player calls the state of a request. */
export const FINANCIAL_STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled'] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/**
 * The docs/product.md §3 record statuses each `status` filter value stands for: pending = Pending 2 or Created 6 (a deposit
 * waiting for its payment page), confirmed = Confirmed 1 or Merged 3, rejected = Rejected 4, cancelled = Cancelled 5.
 */
export const RECORD_STATUSES_OF: Readonly<Record<FinancialStatus, readonly number[]>> = {
  pending: [2, 6],
  confirmed: [1, 3],
  rejected: [4],
  cancelled: [5],
};

/** Record statuses that moved (or are moving) no money, so the totals leave them out: Rejected 4, Cancelled 5. */
export const UNCOUNTED_RECORD_STATUSES: readonly number[] = [4, 5];

/** Game history `product` filter: casino rounds or sportsbook bets. */
export const GAME_PRODUCTS = ['casino', 'sportsbook'] as const;

/** Game history `status` filter: won (the round paid something), lost (settled, nothing paid), open (bet not settled). */
export const GAME_STATUSES = ['won', 'lost', 'open'] as const;

/** Session history `status` filter: still open or ended (logout, expiry, revocation). */
export const SESSION_STATUSES = ['active', 'ended'] as const;

/** Digits of the number part of a reference ("D-000123"); longer ids simply show more digits. */
const REFERENCE_DIGITS = 6;

/** Letter of each kind of history row: Deposit, Withdrawal, casino Round, sportsbook Bet, Login session. */
export const REFERENCE_PREFIX = { deposit: 'D', withdrawal: 'W', round: 'R', bet: 'B', session: 'L' } as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIX;

/**
 * The short, stable, player-facing reference of a history row, e.g. reference('deposit', 123) → "D-000123".
 * Built from the row's database id, so it never changes and support finds the row by it (parseReference).
 */
export function reference(kind: ReferenceKind, id: number): string {
  return `${REFERENCE_PREFIX[kind]}-${String(id).padStart(REFERENCE_DIGITS, '0')}`;
}

/** The kind and id of a reference ("d-123", " W-000045 " are read too); null for anything else. */
export function parseReference(text: string): { kind: ReferenceKind; id: number } | null {
  const match = /^([DWRBL])-?(\d{1,15})$/i.exec(text.trim());
  if (!match) return null;
  const kind = (Object.keys(REFERENCE_PREFIX) as ReferenceKind[]).find((k) => REFERENCE_PREFIX[k] === match[1].toUpperCase());
  const id = Number(match[2]);
  return kind && id > 0 ? { kind, id } : null;
}

/** Whether `value` is one of `allowed` (narrows unknown URL or body values to the filter's type). */
export function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}
