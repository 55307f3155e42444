import type { PushViews } from '@site/lib/query-keys';
import { BALANCE_KEY, BALANCE_SPLIT_KEY } from '@site/lib/balance';
import { featurePushViews } from './features';

const BALANCE = [BALANCE_KEY, BALANCE_SPLIT_KEY];
const features = featurePushViews();

/**
 * The queries each notification push makes stale: the balance and its withdrawable split, which the app owns
 * (src/lib/balance.ts), and the views each feature's manifest names (docs/boundaries.md: no feature imports another's
 * keys). A Deposit or Withdraw push (a payment confirmed, a withdrawal approved or rejected by the operator) makes the
 * financial history, the deposit-limit usage and (Withdraw) the withdraw dialog's timelines stale; a Bonus push the
 * bonuses; a System push (among others a sportsbook bet settled, server/sports/settle.ts) the game history, whose
 * open bet becomes won or lost. Jackpot pushes change no cached view. The session history changes only by the
 * player's own logins. A Resync refreshes all of them (src/lib/query-keys.ts).
 */
export const PUSH_VIEWS: PushViews = {
  1: [...features[1], ...BALANCE],
  2: [...features[2], ...BALANCE],
  3: [...features[3]],
  4: [...features[4], ...BALANCE],
  5: [...features[5], ...BALANCE],
};
