import type { PushViews } from '@site/lib/query-keys';
import { BALANCE_KEY, BALANCE_SPLIT_KEY } from '@site/lib/balance';
import { BONUSES_KEY, FINANCIAL_HISTORY_KEY, GAME_HISTORY_KEY } from '@site/features/account/api/keys';
import { CASHIER_KEY } from '@site/features/wallet/api/keys';
import { PROTECTION_KEY } from '@site/features/protection/api/keys';

/**
 * The queries each notification push makes stale, composed by the app from the keys the features
 * export (docs/boundaries.md: no feature imports another's keys): a Deposit or Withdraw push (a payment confirmed, a
 * withdrawal approved or rejected by the operator) the financial history (a Withdraw push also the withdraw dialog's
 * timelines), the balance and its withdrawable split (and the deposit-limit usage); a Bonus push the bonuses and the
 * balance; a System push (among others a sportsbook bet settled, server/sports/settle.ts) the game
 * history, whose open bet becomes won or lost, and the balance. Jackpot pushes change no cached view. The session
 * history changes only by the player's own logins. A Resync refreshes all of them (src/lib/query-keys.ts).
 */
export const PUSH_VIEWS: PushViews = {
  1: [FINANCIAL_HISTORY_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY, PROTECTION_KEY],
  2: [FINANCIAL_HISTORY_KEY, CASHIER_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY, PROTECTION_KEY],
  3: [],
  4: [BONUSES_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY],
  5: [GAME_HISTORY_KEY, BALANCE_KEY, BALANCE_SPLIT_KEY],
};
