import type { Db } from '../db/db.ts';
import type { GameHistoryData, GameHistoryItem, GameHistoryLine } from '../../contracts/types/customer/game-history.ts';
import type { GameHistoryRequest } from '../../contracts/types/customer/game-history.request.ts';
import { reference } from '../../contracts/domain/history-filters.ts';
import type { SPORTSBOOK_IDS } from '../providers/sportsbooks/types.ts';
import { historyRange } from './history-range.ts';
import { kurusToLira } from './money.ts';

/** The sportsbooks' names as the site's menu shows them (spec §2 /spor/fcg, /spor/betco). */
const SPORTSBOOK_NAMES: Readonly<Record<(typeof SPORTSBOOK_IDS)[number], string>> = { fcg: 'FCG', betco: 'Betco' };

/**
 * One row per round: a casino round (game_rounds, its bet and win) or a sportsbook bet (sport_bets, its stake and,
 * once won, its payout). `ledger_ref` is the wallet ledger reference its lines carry (game-rounds.ts 'round:<id>',
 * sportsbook-bets.ts 'sportsbook:<provider>:<id>' and its ':win').
 */
const ROUNDS = `
  SELECT 'casino' AS product, r.id AS source_id, r.round_id, r.created_at, g.name AS game_name, p.name AS provider_name,
         r.stake_kurus, r.win_kurus, CASE WHEN r.win_kurus > 0 THEN 'won' ELSE 'lost' END AS status,
         'round:' || r.round_id AS ledger_ref
    FROM game_rounds r JOIN games g ON g.code = r.game_code JOIN game_providers p ON p.id = g.provider_id
   WHERE r.player_id = $1
  UNION ALL
  SELECT 'sportsbook', b.id, 'sportsbook:' || b.provider || ':' || b.id, b.placed_at, b.event_name || ' · ' || b.outcome, b.provider,
         b.stake_kurus, CASE WHEN b.status = 'won' THEN b.potential_win_kurus ELSE 0 END, b.status,
         'sportsbook:' || b.provider || ':' || b.id
    FROM sport_bets b
   WHERE b.player_id = $1`;

interface RoundRow {
  product: 'casino' | 'sportsbook';
  source_id: number;
  round_id: string;
  created_at: Date;
  game_name: string;
  provider_name: string;
  stake_kurus: number;
  win_kurus: number;
  status: 'won' | 'lost' | 'open';
  ledger_ref: string;
}

/**
 * The player's casino rounds and sportsbook bets matching `query` (POST customer/gamehistory, issue 16 Histories):
 * one row per round with its bet and win grouped (stake, win, net = win − stake, lira) and its ledger lines, newest
 * first; `totals` sums stake and win over every matching round on all pages. Only `playerId`'s rows are read.
 * 400 for an impossible day or a start after the end (history-range.ts); filter values are checked by the schema.
 */
export async function gameHistory(db: Db, playerId: number, query: GameHistoryRequest): Promise<GameHistoryData> {
  const { start, end } = historyRange(query.from, query.to);
  const where = `($2::timestamptz IS NULL OR created_at >= $2) AND ($3::timestamptz IS NULL OR created_at < $3)
    AND ($4::text IS NULL OR product = $4) AND ($5::text IS NULL OR status = $5)`;
  const params = [playerId, start, end, query.product ?? null, query.status ?? null];
  const [sums] = await db.query<{ total: number; bet: number; win: number }>(
    `SELECT count(*)::int AS total, coalesce(sum(stake_kurus), 0)::bigint AS bet, coalesce(sum(win_kurus), 0)::bigint AS win
       FROM (${ROUNDS}) rounds WHERE ${where}`,
    params,
  );
  const rows = await db.query<RoundRow>(
    `SELECT * FROM (${ROUNDS}) rounds WHERE ${where} ORDER BY created_at DESC, source_id DESC OFFSET $6 LIMIT $7`,
    [...params, query.skip, query.take],
  );
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
  const rows = await db.query<{ id: number; reference: string; kind: GameHistoryLine['type']; amount_kurus: number; balance_after_kurus: number; balance_kind: 'cash' | 'bonus'; created_at: Date }>(
    `SELECT id, reference, kind, amount_kurus, balance_after_kurus, balance_kind, created_at FROM ledger
      WHERE player_id = $1 AND (reference = ANY($2::text[]) OR reference = ANY($3::text[])) ORDER BY id`,
    [playerId, refs, refs.map((r) => `${r}:win`)],
  );
  for (const row of rows) {
    const round = row.reference.replace(/:win$/, '');
    const list = byRound.get(round) ?? [];
    list.push({
      id: Number(row.id),
      createdAt: row.created_at.toISOString(),
      type: row.kind,
      amount: kurusToLira(Number(row.amount_kurus)),
      balanceAfter: kurusToLira(Number(row.balance_after_kurus)),
      balanceKind: row.balance_kind,
    });
    byRound.set(round, list);
  }
  return byRound;
}
