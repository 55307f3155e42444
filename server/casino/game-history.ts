import { sql } from 'kysely';
import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import type { GameHistoryData, GameHistoryItem, GameHistoryLine } from '@contracts/types/casino/game-history';
import type { GameHistoryRequest } from '@contracts/types/casino/game-history.request';
import { reference } from '@contracts/domain/history-filters';
import type { SPORTSBOOK_IDS } from '@server/sports/providers/types';
import { historyRange } from '@server/platform/history-range';
import { kurusToLira } from '@server/wallet/money';

/** The sportsbooks' names as the site's menu shows them (docs/product.md §2 /spor/fcg, /spor/betco). */
const SPORTSBOOK_NAMES: Readonly<Record<(typeof SPORTSBOOK_IDS)[number], string>> = { fcg: 'FCG', betco: 'Betco' };

/**
 * One row per round of `playerId`: a casino round (game_rounds, its bet and win) or a sportsbook bet (sport_bets, its
 * stake and, once won, its payout). `ledger_ref` is the wallet ledger reference its lines carry (game-rounds.ts
 * 'round:<id>', server/sports/bets.ts 'sportsbook:<provider>:<id>' and its ':win'). The computed columns (literals,
 * CASE, text concatenation) are SQL fragments typed with sql<T>: the builder has no functions for them.
 */
function rounds(db: Db, playerId: number) {
  const q = typed(db);
  return q
    .selectFrom('game_rounds as r')
    .innerJoin('games as g', 'g.code', 'r.game_code')
    .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
    .select([
      sql<'casino' | 'sportsbook'>`'casino'`.as('product'),
      'r.id as source_id',
      'r.round_id',
      'r.created_at',
      'g.name as game_name',
      'p.name as provider_name',
      'r.stake_kurus',
      'r.win_kurus',
      sql<'won' | 'lost' | 'open'>`CASE WHEN r.win_kurus > 0 THEN 'won' ELSE 'lost' END`.as('status'),
      sql<string>`'round:' || r.round_id`.as('ledger_ref'),
    ])
    .where('r.player_id', '=', playerId)
    .unionAll(
      q
        .selectFrom('sport_bets as b')
        .select([
          sql<'casino' | 'sportsbook'>`'sportsbook'`.as('product'),
          'b.id as source_id',
          sql<string>`'sportsbook:' || b.provider || ':' || b.id`.as('round_id'),
          'b.placed_at as created_at',
          sql<string>`b.event_name || ' · ' || b.outcome`.as('game_name'),
          'b.provider as provider_name',
          'b.stake_kurus',
          sql<number>`CASE WHEN b.status = 'won' THEN b.potential_win_kurus ELSE 0 END`.as('win_kurus'),
          sql<'won' | 'lost' | 'open'>`b.status`.as('status'),
          sql<string>`'sportsbook:' || b.provider || ':' || b.id`.as('ledger_ref'),
        ])
        .where('b.player_id', '=', playerId),
    );
}

/**
 * The player's casino rounds and sportsbook bets matching `query` (POST customer/gamehistory; docs/histories.md):
 * one row per round with its bet and win grouped (stake, win, net = win − stake, lira) and its ledger lines, newest
 * first; `totals` sums stake and win over every matching round on all pages. Only `playerId`'s rows are read.
 * 400 for an impossible day or a start after the end (history-range.ts); filter values are checked by the schema.
 */
export async function gameHistory(db: Db, playerId: number, query: GameHistoryRequest): Promise<GameHistoryData> {
  const { start, end } = historyRange(query.from, query.to);
  let matching = typed(db).selectFrom(rounds(db, playerId).as('rounds'));
  if (start) matching = matching.where('created_at', '>=', start);
  if (end) matching = matching.where('created_at', '<', end);
  if (query.product) matching = matching.where('product', '=', query.product);
  if (query.status) matching = matching.where('status', '=', query.status);
  const sums = await matching
    .select([
      sql<number>`count(*)::int`.as('total'),
      // sum() of int8 is numeric (a string); cast back to int8, a number in kuruş.
      sql<number>`coalesce(sum(stake_kurus), 0)::bigint`.as('bet'),
      sql<number>`coalesce(sum(win_kurus), 0)::bigint`.as('win'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await matching.selectAll().orderBy('created_at', 'desc').orderBy('source_id', 'desc').offset(query.skip).limit(query.take).execute();
  const lines = await linesOf(db, playerId, rows.map((r) => r.ledger_ref));
  const bet = Number(sums.bet);
  const win = Number(sums.win);
  return {
    total: Number(sums.total),
    totals: { bet: kurusToLira(bet), win: kurusToLira(win), net: kurusToLira(win - bet) },
    items: rows.map((r): GameHistoryItem => ({
      reference: reference(r.product === 'casino' ? 'round' : 'bet', Number(r.source_id)),
      product: r.product,
      roundId: r.round_id,
      createdAt: r.created_at.toISOString(),
      gameName: r.game_name,
      providerName: r.product === 'sportsbook' ? (SPORTSBOOK_NAMES[r.provider_name as keyof typeof SPORTSBOOK_NAMES] ?? r.provider_name) : r.provider_name,
      stake: kurusToLira(Number(r.stake_kurus)),
      win: kurusToLira(Number(r.win_kurus)),
      net: kurusToLira(Number(r.win_kurus) - Number(r.stake_kurus)),
      status: r.status,
      lines: lines.get(r.ledger_ref) ?? [],
    })),
  };
}

/** The player's ledger lines of the given rounds, oldest first per round; a sportsbook win (':win') joins its bet. */
async function linesOf(db: Db, playerId: number, refs: string[]): Promise<Map<string, GameHistoryLine[]>> {
  const byRound = new Map<string, GameHistoryLine[]>();
  if (refs.length === 0) return byRound;
  const rows = await typed(db)
    .selectFrom('ledger')
    .select(['id', 'reference', 'kind', 'amount_kurus', 'balance_after_kurus', 'balance_kind', 'created_at'])
    .where('player_id', '=', playerId)
    // Two array parameters (= ANY) rather than IN lists of up to 200 parameters.
    .where((eb) =>
      eb.or([
        eb('reference', '=', eb.fn.any(sql<string[]>`${refs}::text[]`)),
        eb('reference', '=', eb.fn.any(sql<string[]>`${refs.map((r) => `${r}:win`)}::text[]`)),
      ]),
    )
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const round = (row.reference ?? '').replace(/:win$/, '');
    const list = byRound.get(round) ?? [];
    list.push({
      id: Number(row.id),
      createdAt: row.created_at.toISOString(),
      type: row.kind as GameHistoryLine['type'],
      amount: kurusToLira(Number(row.amount_kurus)),
      balanceAfter: kurusToLira(Number(row.balance_after_kurus)),
      balanceKind: row.balance_kind,
    });
    byRound.set(round, list);
  }
  return byRound;
}
