import type { Db, Queryable } from '../db/db.ts';
import { ApiFailure } from '../http/envelope.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SportsbookId } from '../providers/sportsbooks/types.ts';
import type { SportBet } from '../../contracts/types/sportsbook/bet-view.ts';
import { kurusToLira, liraToKurus } from './money.ts';
import { money, odds as oddsParam } from '../i18n/message-params.ts';
import { protectionOf } from './protection.ts';
import type { SportsbookPlayer } from './sportsbook-tokens.ts';
import type { WalletService } from './wallet.ts';

/** Stake bounds of a single bet, kuruş (₺1 .. ₺10.000). */
export const MIN_STAKE_KURUS = 100;
export const MAX_STAKE_KURUS = 1_000_000;
/** How many recent bets the sportsbook page lists. */
const RECENT_BETS = 20;

export interface BetRow {
  id: number;
  player_id: number;
  provider: SportsbookId;
  event_name: string;
  outcome: SportBet['outcome'];
  odds_x100: number;
  stake_kurus: number;
  potential_win_kurus: number;
  status: SportBet['status'];
  locale: Locale;
  placed_at: Date;
  settled_at: Date | null;
}

export const BET_COLUMNS =
  'id, player_id, provider, event_name, outcome, odds_x100, stake_kurus, potential_win_kurus, status, locale, placed_at, settled_at';

/** A bet row as the API shows it (money in lira, times ISO UTC). */
export function toSportBet(row: BetRow): SportBet {
  return {
    id: row.id,
    provider: row.provider,
    eventName: row.event_name,
    outcome: row.outcome,
    odds: row.odds_x100 / 100,
    stake: kurusToLira(row.stake_kurus),
    potentialWin: kurusToLira(row.potential_win_kurus),
    status: row.status,
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

export interface PlaceBetInput {
  provider: SportsbookId;
  player: SportsbookPlayer;
  selectionId: number;
  /** Lira as sent by the page; at most two decimals. */
  stake: number;
  /** Decimal odds the slip showed. */
  odds: number;
  locale: Locale;
}

/** Stake in lira -> kuruş within the bounds, else ApiFailure 400 'sportsbook.invalidStake'. */
function stakeKurus(stake: number): number {
  let kurus: number;
  try {
    kurus = liraToKurus(stake);
  } catch {
    kurus = -1;
  }
  if (kurus < MIN_STAKE_KURUS || kurus > MAX_STAKE_KURUS) {
    throw new ApiFailure(400, 'sportsbook.invalidStake', { min: money(MIN_STAKE_KURUS), max: money(MAX_STAKE_KURUS) });
  }
  return kurus;
}

/**
 * Places a single bet: in ONE transaction stores the bet and debits the stake from the wallet (ledger 'bet',
 * reference 'sportsbook:{provider}:{betId}'), so either both happen or neither. Pays stake x odds (rounded to the
 * kuruş) if later settled won. The stake takes cash first, then bonus money, and counts towards the active bonus's
 * wagering in the same transaction (docs/bonus-wallet.md). Errors (ApiFailure 400): invalid stake, a selection this sportsbook does not offer,
 * odds that moved (data: {odds}), insufficient balance (the wallet's message), an exclusion, a used-up session
 * time or a loss limit the stake could exceed (issue 11). Nothing is written on any error.
 */
export async function placeSportBet(db: Db, wallet: WalletService, input: PlaceBetInput): Promise<{ bet: SportBet; balanceKurus: number }> {
  const stake = stakeKurus(input.stake);
  const guard = protectionOf(db).guard;
  const { placed, ticket, debit } = await db.transaction(async (tx) => {
    // Issue 11: exclusion, session time and loss limits under the player's protection lock, before the wallet's.
    const ticket = await guard.stake(tx, input.player.playerId, stake, input.locale, { sessionId: input.player.sessionId, kind: 'bet' });
    const selections = await tx.query<{ odds_x100: number; outcome: string; event_id: number; home_team: string; away_team: string }>(
      `SELECT s.odds_x100, s.outcome, e.id AS event_id, e.home_team, e.away_team
       FROM sport_selections s JOIN sport_events e ON e.id = s.event_id WHERE s.id = $1 AND e.provider = $2`,
      [input.selectionId, input.provider],
    );
    const selection = selections[0];
    if (!selection) throw new ApiFailure(400, 'sportsbook.selectionNotFound');
    if (Math.round(input.odds * 100) !== selection.odds_x100) {
      const odds = selection.odds_x100 / 100;
      throw new ApiFailure(400, 'sportsbook.oddsChanged', { odds: oddsParam(odds) }, { odds });
    }
    const potentialWin = Math.round((stake * selection.odds_x100) / 100);
    const [row] = await tx.query<BetRow>(
      `INSERT INTO sport_bets (player_id, session_id, provider, event_id, selection_id, event_name, outcome, odds_x100,
         stake_kurus, potential_win_kurus, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${BET_COLUMNS}`,
      [input.player.playerId, input.player.sessionId, input.provider, selection.event_id, input.selectionId,
        `${selection.home_team} – ${selection.away_team}`, selection.outcome, selection.odds_x100, stake, potentialWin, input.locale],
    );
    const debit = await wallet.debit(input.player.playerId, 'bet', stake, `sportsbook:${input.provider}:${row.id}`, tx, input.locale);
    await tx.query('UPDATE sport_bets SET bet_ledger_id = $2 WHERE id = $1', [row.id, debit.ledgerId]);
    return { placed: { bet: toSportBet(row), balanceKurus: debit.balanceKurus }, ticket, debit };
  });
  await guard.afterCommit(db, ticket);
  await wallet.afterCommit(input.player.playerId, debit);
  return placed;
}

/** The player's last 20 bets at `provider`, newest first. Another player's bets are never included. */
export async function recentSportBets(q: Queryable, playerId: number, provider: SportsbookId): Promise<SportBet[]> {
  const rows = await q.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sport_bets WHERE player_id = $1 AND provider = $2 ORDER BY id DESC LIMIT $3`,
    [playerId, provider, RECENT_BETS],
  );
  return rows.map(toSportBet);
}

/** An open bet as the operator sees it: the bet plus its player's id and username. */
export type OperatorSportBet = SportBet & { playerId: number; username: string };

/** Open (unsettled) bets of every player, oldest first, at most `limit` (operator: what is left to settle). */
export async function openSportBets(q: Queryable, limit = 100): Promise<OperatorSportBet[]> {
  const rows = await q.query<BetRow & { username: string }>(
    `SELECT ${BET_COLUMNS.split(', ').map((c) => `b.${c}`).join(', ')}, p.username
     FROM sport_bets b JOIN players p ON p.id = b.player_id WHERE b.status = 'open' ORDER BY b.id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...toSportBet(row), playerId: row.player_id, username: row.username }));
}
