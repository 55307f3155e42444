import type { Selectable } from 'kysely';
import type { Db, Queryable } from '@server/db/db';
import type { SportBetsTable } from '@server/db/generated/tables';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import type { Locale } from '@server/i18n/locale';
import type { SportsbookId } from './providers/types';
import type { SportBet } from '@contracts/types/sports/bet-view';
import { kurusToLira, liraToKurus } from '@server/wallet/money';
import { money, odds as oddsParam } from '@server/i18n/message-params';
import type { ProtectionService } from '@server/protection/protection';
import type { SportsbookPlayer } from './tokens';
import type { WalletService } from '@server/wallet/wallet';

/** Stake bounds of a single bet, kuruş (₺1 .. ₺10.000). */
export const MIN_STAKE_KURUS = 100;
export const MAX_STAKE_KURUS = 1_000_000;
/** How many recent bets the sportsbook page lists. */
const RECENT_BETS = 20;

export const BET_COLUMNS = ['id', 'player_id', 'provider', 'event_name', 'outcome', 'odds_x100', 'stake_kurus', 'potential_win_kurus', 'status',
  'locale', 'placed_at', 'settled_at'] as const;

/** The BET_COLUMNS of a sport_bets row. */
type BetRow = Pick<Selectable<SportBetsTable>, (typeof BET_COLUMNS)[number]>;

/** A bet row as the API shows it (money in lira, times ISO UTC). */
export function toSportBet(row: BetRow): SportBet {
  return {
    id: row.id,
    // provider and status are typed by the CHECKs of sport_bets (migration 060); outcome is checked where the bet is
    // placed (sport_selections' CHECK), so the column itself is plain text.
    provider: row.provider,
    eventName: row.event_name,
    outcome: row.outcome as SportBet['outcome'],
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
 * time or a loss limit the stake could exceed. Nothing is written on any error.
 */
export async function placeSportBet(
  { db, wallet, protection }: { db: Db; wallet: WalletService; protection: ProtectionService },
  input: PlaceBetInput,
): Promise<{ bet: SportBet; balanceKurus: number }> {
  const stake = stakeKurus(input.stake);
  const guard = protection.guard;
  const { placed, ticket, debit } = await db.transaction(async (tx) => {
    // Exclusion, session time and loss limits under the player's protection lock, before the wallet's.
    const ticket = await guard.stake(tx, input.player.playerId, stake, input.locale, { sessionId: input.player.sessionId, kind: 'bet' });
    const selection = await typed(tx)
      .selectFrom('sport_selections as s')
      .innerJoin('sport_events as e', 'e.id', 's.event_id')
      .select(['s.odds_x100', 's.outcome', 'e.id as event_id', 'e.home_team', 'e.away_team'])
      .where('s.id', '=', input.selectionId)
      .where('e.provider', '=', input.provider)
      .executeTakeFirst();
    if (!selection) throw new ApiFailure(400, 'sportsbook.selectionNotFound');
    if (Math.round(input.odds * 100) !== selection.odds_x100) {
      const odds = selection.odds_x100 / 100;
      throw new ApiFailure(400, 'sportsbook.oddsChanged', { odds: oddsParam(odds) }, { odds });
    }
    const potentialWin = Math.round((stake * selection.odds_x100) / 100);
    const row = await typed(tx)
      .insertInto('sport_bets')
      .values({
        player_id: input.player.playerId, session_id: input.player.sessionId, provider: input.provider, event_id: selection.event_id,
        selection_id: input.selectionId, event_name: `${selection.home_team} – ${selection.away_team}`, outcome: selection.outcome,
        odds_x100: selection.odds_x100, stake_kurus: stake, potential_win_kurus: potentialWin, locale: input.locale,
      })
      .returning(BET_COLUMNS)
      .executeTakeFirstOrThrow();
    const debit = await wallet.debit(input.player.playerId, 'bet', stake, `sportsbook:${input.provider}:${row.id}`, tx, input.locale);
    await typed(tx).updateTable('sport_bets').set({ bet_ledger_id: debit.ledgerId }).where('id', '=', row.id).execute();
    return { placed: { bet: toSportBet(row), balanceKurus: debit.balanceKurus }, ticket, debit };
  });
  await guard.afterCommit(db, ticket);
  await wallet.afterCommit(input.player.playerId, debit);
  return placed;
}

/** The player's last 20 bets at `provider`, newest first. Another player's bets are never included. */
export async function recentSportBets(q: Queryable, playerId: number, provider: SportsbookId): Promise<SportBet[]> {
  const rows = await typed(q)
    .selectFrom('sport_bets')
    .select(BET_COLUMNS)
    .where('player_id', '=', playerId)
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .limit(RECENT_BETS)
    .execute();
  return rows.map(toSportBet);
}

/** An open bet as the operator sees it: the bet plus its player's id and username. */
export type OperatorSportBet = SportBet & { playerId: number; username: string };

/** Open (unsettled) bets of every player, oldest first, at most `limit` (operator: what is left to settle). */
export async function openSportBets(q: Queryable, limit = 100): Promise<OperatorSportBet[]> {
  const rows = await typed(q)
    .selectFrom('sport_bets as b')
    .innerJoin('players as p', 'p.id', 'b.player_id')
    .select([...BET_COLUMNS.map((c) => `b.${c}` as const), 'p.username'])
    .where('b.status', '=', 'open')
    .orderBy('b.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...toSportBet(row), playerId: row.player_id, username: row.username }));
}
