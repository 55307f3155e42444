import type { Queryable } from '../db/db.ts';
import type { Locale } from '../i18n/locale.ts';
import type { LimitState } from './protection-limit-rules.ts';
import type { LimitPeriod, LimitType } from './protection-profile.ts';

/** The per-player protection row (migration 070). */
export interface ProtectionRow {
  clockOffsetMs: number;
  realityCheckMinutes: number | null;
  realityCheckChosen: boolean;
  locale: Locale;
}

interface Row {
  clock_offset_ms: number;
  reality_check_minutes: number | null;
  reality_check_chosen: boolean;
  locale: Locale;
}

const toRow = (r: Row | undefined): ProtectionRow => ({
  clockOffsetMs: r?.clock_offset_ms ?? 0,
  realityCheckMinutes: r?.reality_check_minutes ?? null,
  realityCheckChosen: r?.reality_check_chosen ?? false,
  locale: r?.locale ?? 'tr',
});

const COLUMNS = 'clock_offset_ms, reality_check_minutes, reality_check_chosen, locale';

/**
 * Creates the player's protection row if needed and locks it FOR UPDATE until `tx` ends. Every check that must
 * hold under parallel requests (deposit, spin, bet, limit changes) takes this lock BEFORE the wallet row, in the
 * same transaction as its write, so two requests can never both pass a check that only one of them fits.
 */
export async function lockProtection(tx: Queryable, playerId: number): Promise<ProtectionRow> {
  await tx.query('INSERT INTO player_protection (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING', [
    playerId,
  ]);
  const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM player_protection WHERE player_id = $1 FOR UPDATE`, [
    playerId,
  ]);
  return toRow(row);
}

/** The row without creating or locking it (defaults when the player never used a tool). */
export async function readProtection(q: Queryable, playerId: number): Promise<ProtectionRow> {
  const [row] = await q.query<Row>(`SELECT ${COLUMNS} FROM player_protection WHERE player_id = $1`, [playerId]);
  return toRow(row);
}

/** Remembers the language of the player's last login (for warnings raised without a request locale). */
export async function rememberLocale(q: Queryable, playerId: number, locale: Locale): Promise<void> {
  await q.query(
    `INSERT INTO player_protection (player_id, locale) VALUES ($1, $2)
     ON CONFLICT (player_id) DO UPDATE SET locale = EXCLUDED.locale WHERE player_protection.locale <> EXCLUDED.locale`,
    [playerId, locale],
  );
}

export const limitKey = (type: LimitType, period: LimitPeriod): string => `${type}:${period}`;

/** All stored limits of the player by `type:period`; absent = no limit and nothing pending. */
export async function readLimits(q: Queryable, playerId: number): Promise<Map<string, LimitState>> {
  const rows = await q.query<{
    type: LimitType;
    period: LimitPeriod;
    value: number | null;
    pending_value: number | null;
    pending_effective_at: Date | null;
  }>('SELECT type, period, value, pending_value, pending_effective_at FROM player_limits WHERE player_id = $1', [
    playerId,
  ]);
  return new Map(
    rows.map((r) => [
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
  await q.query(
    `INSERT INTO player_limits (player_id, type, period, value, pending_value, pending_effective_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (player_id, type, period) DO UPDATE SET value = EXCLUDED.value, pending_value = EXCLUDED.pending_value,
       pending_effective_at = EXCLUDED.pending_effective_at, updated_at = now()`,
    [playerId, type, period, state.value, state.pending?.value ?? null, state.pending?.effectiveAt ?? null],
  );
}

export const NO_LIMIT: LimitState = { value: null, pending: null };
