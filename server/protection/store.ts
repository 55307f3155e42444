import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Queryable } from '@server/db/db';
import type { PlayerProtectionTable } from '@server/db/generated/tables';
import { publishLocally } from '@server/platform/read-models';
import { typed } from '@server/db/typed';
import type { Locale } from '@server/i18n/locale';
import { defaultLocale } from '@server/i18n/locale';
import type { LimitState } from './limit-rules';
import type { LimitPeriod, LimitType } from './profile';

/** The per-player protection row (migration 070). */
export interface ProtectionRow {
  clockOffsetMs: number;
  realityCheckMinutes: number | null;
  realityCheckChosen: boolean;
  locale: Locale;
}

type Row = Pick<Selectable<PlayerProtectionTable>, 'clock_offset_ms' | 'reality_check_minutes' | 'reality_check_chosen' | 'locale'>;

const toRow = (r: Row | undefined): ProtectionRow => ({
  clockOffsetMs: r?.clock_offset_ms ?? 0,
  realityCheckMinutes: r?.reality_check_minutes ?? null,
  realityCheckChosen: r?.reality_check_chosen ?? false,
  // locale: a language code (migration 150); a player without a row yet is written to in the default language.
  locale: r?.locale ?? defaultLocale(),
});

const COLUMNS = ['clock_offset_ms', 'reality_check_minutes', 'reality_check_chosen', 'locale'] as const;

/**
 * Creates the player's protection row if needed and locks it FOR UPDATE until `tx` ends. Every check that must
 * hold under parallel requests (deposit, spin, bet, limit changes) takes this lock BEFORE the wallet row, in the
 * same transaction as its write, so two requests can never both pass a check that only one of them fits.
 */
export async function lockProtection(tx: Queryable, playerId: number): Promise<ProtectionRow> {
  const db = typed(tx);
  await db.insertInto('player_protection').values({ player_id: playerId }).onConflict((oc) => oc.column('player_id').doNothing()).execute();
  const row = await db.selectFrom('player_protection').select(COLUMNS).where('player_id', '=', playerId).forUpdate().executeTakeFirst();
  return toRow(row);
}

/** The row without creating or locking it (defaults when the player never used a tool). */
export async function readProtection(q: Queryable, playerId: number): Promise<ProtectionRow> {
  const row = await typed(q).selectFrom('player_protection').select(COLUMNS).where('player_id', '=', playerId).executeTakeFirst();
  return toRow(row);
}

/** Remembers the language of the player's last login (for warnings raised without a request locale). */
export async function rememberLocale(q: Queryable, playerId: number, locale: Locale): Promise<void> {
  await typed(q)
    .insertInto('player_protection')
    .values({ player_id: playerId, locale })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .doUpdateSet({ locale: (eb) => eb.ref('excluded.locale') })
        .where('player_protection.locale', '<>', (eb) => eb.ref('excluded.locale')),
    )
    .execute();
}

export const limitKey = (type: LimitType, period: LimitPeriod): string => `${type}:${period}`;

/** All stored limits of the player by `type:period`; absent = no limit and nothing pending. */
export async function readLimits(q: Queryable, playerId: number): Promise<Map<string, LimitState>> {
  const rows = await typed(q)
    .selectFrom('player_limits')
    .select(['type', 'period', 'value', 'pending_value', 'pending_effective_at'])
    .where('player_id', '=', playerId)
    .execute();
  return new Map(
    rows.map((r) => [
      // type and period: CHECK constraints of migration 070.
      limitKey(r.type, r.period),
      {
        value: r.value,
        pending: r.pending_effective_at ? { value: r.pending_value, effectiveAt: r.pending_effective_at } : null,
      },
    ]),
  );
}

/** Stores one limit's state (upsert). */
export async function writeLimit(
  q: Queryable,
  playerId: number,
  type: LimitType,
  period: LimitPeriod,
  state: LimitState,
): Promise<void> {
  const changed = { value: state.value, pending_value: state.pending?.value ?? null, pending_effective_at: state.pending?.effectiveAt ?? null };
  await typed(q)
    .insertInto('player_limits')
    .values({ player_id: playerId, type, period, ...changed, updated_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc.columns(['player_id', 'type', 'period']).doUpdateSet({
        value: (eb) => eb.ref('excluded.value'),
        pending_value: (eb) => eb.ref('excluded.pending_value'),
        pending_effective_at: (eb) => eb.ref('excluded.pending_effective_at'),
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  // A session-time limit decides whether his requests run the session watch: this process's next request sees it
  // (other processes at commit, migration 160).
  if (type === 'session') publishLocally({ kind: 'p', id: playerId });
}

export const NO_LIMIT: LimitState = { value: null, pending: null };
