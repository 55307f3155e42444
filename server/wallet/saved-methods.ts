import { randomInt } from 'node:crypto';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { maskCard, maskIban } from '@contracts/domain/payment-masks';

/**
 * Saved payment details (docs/wallet.md): the last IBAN and the last card (its last four digits and expiry,
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

const isSavedKind = (kind: string): kind is SavedKind => kind === 'iban' || kind === 'card';

/** A stored value: jsonb {iban} or {last4, expiry}, read as an object whether the driver parsed it or not. */
const storedValue = (value: unknown): Record<string, string> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string>;

/** The player's saved details whose fields are all in `fieldKeys` (those a method's form can use), IBAN first. */
export async function savedDetailsFor(q: Queryable, playerId: number, fieldKeys: readonly string[]): Promise<SavedDetail[]> {
  const rows = await typed(q)
    .selectFrom('player_payment_details')
    .select(['id', 'kind', 'masked', 'last_used_at'])
    .where('player_id', '=', playerId)
    .orderBy('kind', 'desc')
    .execute();
  const saved: SavedDetail[] = [];
  for (const row of rows) {
    const kind = row.kind;
    if (!isSavedKind(kind) || !SAVED_COVERS[kind].every((key) => fieldKeys.includes(key))) continue;
    saved.push({ id: Number(row.id), kind, masked: row.masked, covers: SAVED_COVERS[kind], lastUsedAt: new Date(row.last_used_at).toISOString() });
  }
  return saved;
}

/**
 * The checked detail values a saved detail stands for, to send instead of typing them again: {iban} or
 * {cardNumber: '**** 1234', expiry} (already in stored form). ApiFailure 400 'payment.savedNotFound' when `id` is
 * not one of this player's saved details (another player's id reveals nothing) or the method has no such fields.
 */
export async function savedValues(q: Queryable, playerId: number, id: number, fieldKeys: readonly string[]): Promise<Record<string, string>> {
  const row = await typed(q)
    .selectFrom('player_payment_details')
    .select(['kind', 'value'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  const kind = row?.kind;
  if (!row || !kind || !isSavedKind(kind) || !SAVED_COVERS[kind].every((key) => fieldKeys.includes(key))) throw new ApiFailure(400, 'payment.savedNotFound');
  const value = storedValue(row.value);
  return kind === 'iban' ? { iban: value.iban } : { cardNumber: `**** ${value.last4}`, expiry: value.expiry };
}

/** Remembers the IBAN / card of a request's stored detail as the player's last one of that kind (inside the caller's transaction). */
export async function rememberDetails(q: Queryable, playerId: number, stored: Record<string, unknown>): Promise<void> {
  const save = (kind: SavedKind, value: Record<string, string>, masked: string) =>
    typed(q)
      .insertInto('player_payment_details')
      // jsonb from its JSON text (both drivers pass a string parameter through to jsonb unchanged).
      .values({ player_id: playerId, kind, value: JSON.stringify(value), masked })
      .onConflict((oc) =>
        oc.columns(['player_id', 'kind']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          masked: eb.ref('excluded.masked'),
          last_used_at: eb.fn<Date>('now'),
        })),
      )
      .execute();
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
    const existing = await typed(q).selectFrom('player_payment_references').select('reference').where('player_id', '=', playerId).executeTakeFirst();
    if (existing) return existing.reference;
    const reference = `YT${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
    await typed(q).insertInto('player_payment_references').values({ player_id: playerId, reference }).onConflict((oc) => oc.doNothing()).execute();
  }
  throw new Error(`no bank-transfer reference could be stored for player ${playerId}`);
}
