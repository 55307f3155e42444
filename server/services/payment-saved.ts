import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import { maskCard, maskIban } from '../../contracts/domain/payment-masks.ts';

/**
 * Saved payment details (issue 16, cashier): the last IBAN and the last card (its last four digits and expiry,
 * never the number) a player used, one per kind in player_payment_details (migration 100). They are read and
 * used only for the player they belong to: every query filters on player_id.
 */
export type SavedKind = 'iban' | 'card';

export interface SavedDetail {
  id: number;
  kind: SavedKind;
  /** 'TR33 •••• •••• 1326' or '•••• 4242' (contracts/domain/payment-masks.ts). */
  masked: string;
  /** The form fields the saved detail fills: ['iban'] or ['cardNumber', 'expiry']. */
  covers: string[];
  /** ISO 8601 UTC. */
  lastUsedAt: string;
}

/** The fields each kind fills in a dynamic form (the keys of the demo methods' descriptors). */
export const SAVED_COVERS: Record<SavedKind, string[]> = { iban: ['iban'], card: ['cardNumber', 'expiry'] };

interface Row { id: number; kind: SavedKind; value: Record<string, string> | string; masked: string; last_used_at: Date }

/** The player's saved details whose fields are all in `fieldKeys` (those a method's form can use), IBAN first. */
export async function savedDetailsFor(q: Queryable, playerId: number, fieldKeys: readonly string[]): Promise<SavedDetail[]> {
  const rows = await q.query<Row>('SELECT id, kind, value, masked, last_used_at FROM player_payment_details WHERE player_id = $1 ORDER BY kind DESC', [playerId]);
  return rows
    .filter((row) => SAVED_COVERS[row.kind].every((key) => fieldKeys.includes(key)))
    .map((row) => ({ id: Number(row.id), kind: row.kind, masked: row.masked, covers: SAVED_COVERS[row.kind], lastUsedAt: new Date(row.last_used_at).toISOString() }));
}

/**
 * The checked detail values a saved detail stands for, to send instead of typing them again: {iban} or
 * {cardNumber: '**** 1234', expiry} (already in stored form). ApiFailure 400 'payment.savedNotFound' when `id` is
 * not one of this player's saved details (another player's id reveals nothing) or the method has no such fields.
 */
export async function savedValues(q: Queryable, playerId: number, id: number, fieldKeys: readonly string[]): Promise<Record<string, string>> {
  const [row] = await q.query<Row>('SELECT id, kind, value, masked, last_used_at FROM player_payment_details WHERE id = $1 AND player_id = $2', [id, playerId]);
  if (!row || !SAVED_COVERS[row.kind].every((key) => fieldKeys.includes(key))) throw new ApiFailure(400, 'payment.savedNotFound');
  const value = typeof row.value === 'string' ? (JSON.parse(row.value) as Record<string, string>) : row.value;
  return row.kind === 'iban' ? { iban: value.iban } : { cardNumber: `**** ${value.last4}`, expiry: value.expiry };
}

/** Remembers the IBAN / card of a request's stored detail as the player's last one of that kind (inside the caller's transaction). */
export async function rememberDetails(q: Queryable, playerId: number, stored: Record<string, unknown>): Promise<void> {
  const save = (kind: SavedKind, value: Record<string, string>, masked: string) =>
    q.query(
      `INSERT INTO player_payment_details (player_id, kind, value, masked) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (player_id, kind) DO UPDATE SET value = EXCLUDED.value, masked = EXCLUDED.masked, last_used_at = now()`,
      [playerId, kind, JSON.stringify(value), masked],
    );
  if (typeof stored.iban === 'string') await save('iban', { iban: stored.iban }, maskIban(stored.iban));
  const last4 = typeof stored.cardNumber === 'string' ? /(\d{4})$/.exec(stored.cardNumber)?.[1] : undefined;
  if (last4 && typeof stored.expiry === 'string') await save('card', { last4, expiry: stored.expiry }, maskCard(last4));
}

/** Characters of a bank-transfer reference: no 0/O, 1/I/L that are misread when typed into a banking app. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * The player's bank-transfer reference ('YT' + 8 characters, e.g. 'YT7KQ3MPX9'), created on first use and stable
 * afterwards; unique across players (the operator matches incoming transfers by it).
 */
export async function paymentReferenceOf(q: Queryable, playerId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await q.query<{ reference: string }>('SELECT reference FROM player_payment_references WHERE player_id = $1', [playerId]);
    if (existing) return existing.reference;
    const reference = `YT${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
    await q.query('INSERT INTO player_payment_references (player_id, reference) VALUES ($1, $2) ON CONFLICT DO NOTHING', [playerId, reference]);
  }
  throw new Error(`no bank-transfer reference could be stored for player ${playerId}`);
}
