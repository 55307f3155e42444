import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { localeText } from '@server/i18n/languages';
import type { Locale } from '@server/i18n/locale';
import { field as fieldParam } from '@server/i18n/message-params';
import { dayRange } from '@server/platform/history-range';
import type { ProtectionProfile } from './profile';
import { addCalendarMonths } from '@contracts/domain/exclusion-periods';
import { csvCell } from '@server/platform/csv-cell';
import { istanbulTimestampText } from '@contracts/domain/istanbul-time';

export type ExportKind = 'game' | 'financial' | 'session' | 'sportsbook';

/**
 * Column keys per export, in order; their headers and the words of the cells are in the locale files under
 * `server.export` (docs/operators.md "Adding a language"), in the request's x-locale (else the default language).
 */
const COLUMNS: Record<ExportKind, readonly string[]> = {
  game: ['date', 'game', 'provider', 'round', 'type', 'amount', 'balanceAfter'],
  financial: ['date', 'type', 'method', 'amount', 'status', 'processStatus'],
  session: ['started', 'ended', 'durationMinutes', 'ip', 'device'],
  // Sportsbook bets are part of the player's history too.
  sportsbook: ['placed', 'bet', 'event', 'selection', 'odds', 'stake', 'potentialWin', 'status', 'settled'],
};
/** payment_requests.record_status / process_status numbers -> their word's key. */
const RECORD = ['none', 'confirmed', 'pending', 'merged', 'rejected', 'cancelled', 'created'];
const PROCESS = ['', 'processing', 'completed', 'cancelled', 'expired'];

/** The export word at `key` in `locale` (server.export.<key>), or undefined. */
const exportWord = (locale: Locale, key: string): string | undefined => localeText(locale, `server.export.${key}`);

/** Kuruş as a real number of lira with two decimals and a dot ('1234.50'), so no thousands separator breaks a column. */
const amount = (kurus: number) => csvCell(Number(kurus) / 100, 2);

/**
 * The [start, end) instants of an inclusive day range of at most `maxRangeMonths` (contract "Export"); 400 naming
 * the field for an impossible date, a start after the end, or a range that is too long.
 */
export function exportRange(profile: ProtectionProfile, from: string, to: string): { start: Date; end: Date } {
  if (!profile.historyExport.enabled) throw new ApiFailure(400, 'protection.exportOff');
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    try {
      dayRange(day);
    } catch {
      throw new ApiFailure(400, 'protection.exportDate', { field: fieldParam(field) });
    }
  }
  const { start, end } = dayRange(from, to) as { start: Date; end: Date };
  if (start.getTime() >= end.getTime()) throw new ApiFailure(400, 'protection.exportOrder');
  const months = profile.historyExport.maxRangeMonths;
  if (end.getTime() > addCalendarMonths(start, months).getTime())
    throw new ApiFailure(400, 'protection.exportRange', { months });
  return { start, end };
}

/** The CSV text (UTF-8 with BOM, header row in `locale`) of one player's `kind` history between start and end. */
export async function historyCsv(
  q: Queryable,
  playerId: number,
  kind: ExportKind,
  range: { start: Date; end: Date },
  locale: Locale,
): Promise<string> {
  const word = (key: string, fallback = ''): string => exportWord(locale, key) ?? fallback;
  const db = typed(q);
  // Every cell is a string from csvCell (docs/player-protection-operator.md): text escaped, numbers written as numbers.
  let rows: string[][];
  if (kind === 'game') {
    const data = await db
      .selectFrom('game_transactions as t')
      .innerJoin('games as g', 'g.code', 't.game_code')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['t.created_at', 'g.name as game', 'p.name as provider', 't.round_id', 't.type', 't.amount_kurus', 't.balance_after_kurus'])
      .where('t.player_id', '=', playerId)
      .where('t.created_at', '>=', range.start)
      .where('t.created_at', '<', range.end)
      .orderBy('t.created_at')
      .orderBy('t.id')
      .execute();
    rows = data.map((r) => [
      istanbulTimestampText(r.created_at),
      csvCell(r.game),
      csvCell(r.provider),
      csvCell(r.round_id),
      r.type === 1 ? word('words.win') : word('words.bet'),
      amount(r.amount_kurus),
      amount(r.balance_after_kurus),
    ]);
  } else if (kind === 'financial') {
    const data = await db
      .selectFrom('payment_requests as r')
      .innerJoin('payment_methods as m', 'm.id', 'r.method_id')
      .select(['r.created_at', 'r.transaction_type', 'm.name', 'r.amount_kurus', 'r.record_status', 'r.process_status'])
      .where('r.player_id', '=', playerId)
      .where('r.created_at', '>=', range.start)
      .where('r.created_at', '<', range.end)
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
    rows = data.map((r) => [
      istanbulTimestampText(r.created_at),
      r.transaction_type === 1 ? word('words.deposit') : word('words.withdrawal'),
      csvCell(r.name),
      amount(r.amount_kurus),
      word(`record.${RECORD[r.record_status]}`, String(r.record_status)),
      PROCESS[r.process_status] === '' ? '' : word(`process.${PROCESS[r.process_status]}`, String(r.process_status)),
    ]);
  } else if (kind === 'sportsbook') {
    const data = await db
      .selectFrom('sport_bets')
      .select(['id', 'placed_at', 'event_name', 'outcome', 'odds_x100', 'stake_kurus', 'potential_win_kurus', 'status', 'settled_at'])
      .where('player_id', '=', playerId)
      .where('placed_at', '>=', range.start)
      .where('placed_at', '<', range.end)
      .orderBy('placed_at')
      .orderBy('id')
      .execute();
    rows = data.map((r) => [
      istanbulTimestampText(r.placed_at),
      csvCell(Number(r.id)),
      csvCell(r.event_name),
      csvCell(r.outcome),
      csvCell(r.odds_x100 / 100, 2),
      amount(r.stake_kurus),
      amount(r.potential_win_kurus),
      exportWord(locale, `betStatus.${r.status}`) ?? csvCell(r.status),
      r.settled_at ? istanbulTimestampText(r.settled_at) : '',
    ]);
  } else {
    const data = await db
      .selectFrom('sessions')
      .select(['created_at', 'ended_at', 'ip', 'user_agent'])
      .where('player_id', '=', playerId)
      .where('created_at', '>=', range.start)
      .where('created_at', '<', range.end)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    rows = data.map((r) => [
      istanbulTimestampText(r.created_at),
      r.ended_at ? istanbulTimestampText(r.ended_at) : '',
      r.ended_at ? csvCell(Math.round((r.ended_at.getTime() - r.created_at.getTime()) / 60_000)) : '',
      csvCell(r.ip),
      csvCell(r.user_agent),
    ]);
  }
  return `\uFEFF${stringify([COLUMNS[kind].map((c) => csvCell(word(`columns.${kind}.${c}`, c))), ...rows], { record_delimiter: '\r\n' })}`;
}
