import type { Db } from '@server/db/db';
import { typed } from '@server/db/typed';
import { ApiFailure } from '@server/http/envelope';
import { parseLocale } from '@server/i18n/locale';
import { translate } from '@server/i18n/messages';
import { money, odds } from '@server/i18n/message-params';
import type { SportBet } from '@contracts/types/sports/bet-view';
import type { NotificationService } from '@server/notifications/notifications';
import { BET_COLUMNS, toSportBet } from './bets';
import type { WalletService } from '@server/wallet/wallet';

export type SettleOutcome = 'won' | 'lost';

/** What settling needs: the database, the wallet and the notifications (the Fastify instance has all three). */
export interface SettleDeps {
  db: Db;
  wallet: WalletService;
  notifications: NotificationService;
}


/** A settled bet (after), the same bet before (open), its player, and his balance in kuruş afterwards. */
export interface SettledBet {
  bet: SportBet;
  before: SportBet;
  playerId: number;
  balanceKurus: number;
}

/**
 * Settles open bet `betId` (the operator's or the sportsbook's result). In ONE transaction: locks the bet,
 * refuses anything but 'open', marks it won or lost, pays the potential win to the bet's OWN player when won
 * (ledger 'win', reference 'sportsbook:{provider}:{betId}:win') and stores a System notification (type 5,
 * 'Bet won' / 'Bet lost' in the language the bet was placed in); after commit the notification is pushed over
 * the hub. Errors: ApiFailure 404 'sportsbook.betNotFound', 400 'sportsbook.alreadySettled' (so a bet can
 * never be paid twice, even by two parallel calls). Returns the bet before and after, its player and his balance
 * (SettledBet; the audit trail records the first three, docs/operations.md "Audit trail").
 */
export async function settleSportBet(deps: SettleDeps, betId: number, outcome: SettleOutcome): Promise<SettledBet> {
  const { bet, before, balanceKurus, notification, playerId } = await deps.db.transaction(async (tx) => {
    const open = await typed(tx).selectFrom('sport_bets').select(BET_COLUMNS).where('id', '=', betId).forUpdate().executeTakeFirst();
    if (!open) throw new ApiFailure(404, 'sportsbook.betNotFound');
    if (open.status !== 'open') throw new ApiFailure(400, 'sportsbook.alreadySettled');
    let winLedgerId: number | null = null;
    let balance: number;
    if (outcome === 'won') {
      // The win goes to the bonus balance in the proportion the stake came from it (docs/bonus-wallet.md); the
      // ledger rows of the stake say how much that was.
      const staked = await typed(tx)
        .selectFrom('ledger')
        // sum(int8) is numeric: cast back to int8 (a number, like every kuruş amount).
        .select((eb) => eb.cast<number>(eb.fn.coalesce(eb.fn.sum<number>(eb.neg(eb.ref('amount_kurus'))), eb.lit(0)), 'bigint').as('bonus_kurus'))
        .where('player_id', '=', open.player_id)
        .where('kind', '=', 'bet')
        .where('balance_kind', '=', 'bonus')
        .where('reference', '=', `sportsbook:${open.provider}:${open.id}`)
        .executeTakeFirstOrThrow();
      const winBonus = Math.round((open.potential_win_kurus * Number(staked.bonus_kurus)) / open.stake_kurus);
      const credit = await deps.wallet.credit(open.player_id, 'win', open.potential_win_kurus, `sportsbook:${open.provider}:${open.id}:win`, tx, winBonus);
      winLedgerId = credit.ledgerId;
      balance = credit.balanceKurus;
    } else {
      balance = await deps.wallet.balanceKurus(open.player_id, tx);
    }
    const settled = await typed(tx)
      .updateTable('sport_bets')
      .set((eb) => ({ status: outcome, settled_at: eb.fn<Date>('now'), win_ledger_id: winLedgerId }))
      .where('id', '=', betId)
      .returning(BET_COLUMNS)
      .executeTakeFirstOrThrow();
    const locale = parseLocale(settled.locale);
    const params = {
      event: settled.event_name,
      pick: settled.outcome,
      odds: odds(settled.odds_x100 / 100),
      stake: money(settled.stake_kurus),
      win: money(settled.potential_win_kurus),
    };
    const won = outcome === 'won';
    const stored = await deps.notifications.insert(tx, settled.player_id, {
      type: 5,
      title: translate(locale, won ? 'sportsbook.wonTitle' : 'sportsbook.lostTitle'),
      note: translate(locale, won ? 'sportsbook.wonNote' : 'sportsbook.lostNote', params),
    });
    return { bet: toSportBet(settled), before: toSportBet(open), balanceKurus: balance, notification: stored, playerId: settled.player_id };
  });
  await deps.notifications.push(playerId, notification);
  return { bet, before, playerId, balanceKurus };
}
