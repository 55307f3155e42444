import type { Queryable } from '@server/db/db';

/** [type (docs/product.md §3: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5), title, note, age in hours, read]. */
type DemoNotification = readonly [1 | 2 | 3 | 4 | 5, string, string, number, boolean];

/** The demo player's notifications, two of every type, oldest last; the newest three are unread. */
export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  [1, 'Deposit confirmed', 'Your deposit of ₺500,00 by bank transfer has been credited to your wallet.', 1, false],
  [4, 'Welcome bonus', 'A ₺100,00 welcome bonus is waiting for you. Wager it 10 times within 7 days to withdraw its winnings.', 3, false],
  [3, 'Jackpot won!', 'Congratulations! You won the Mini level of the Clover Chance jackpot: ₺1.250,00.', 6, false],
  [5, 'Scheduled maintenance', 'Live casino will be under maintenance on Sunday between 04:00 and 05:00 (UTC).', 20, true],
  [2, 'Withdrawal approved', 'Your withdrawal of ₺250,00 has been approved and sent to your bank account.', 30, true],
  [1, 'Deposit received', 'Your deposit of ₺200,00 by card is being processed.', 48, true],
  [2, 'Withdrawal requested', 'We received your withdrawal request of ₺250,00. It is usually processed within 24 hours.', 52, true],
  [4, 'Weekend cashback', 'Your 10% weekend cashback of ₺35,00 has been added as a bonus.', 72, true],
  [3, 'Jackpot is growing', 'The High Cash Grand level has passed ₺250.000,00. Good luck!', 96, true],
  [5, 'Welcome!', 'Your account is ready. Verify your phone number to keep it secure.', 120, true],
];

/**
 * Gives the demo player a few notifications of every type, only when they have none yet, so a
 * restart never duplicates them. Runs inside the seed transaction.
 */
export async function seedDemoNotifications(tx: Queryable, playerId: number): Promise<void> {
  const existing = await tx.query('SELECT 1 FROM notifications WHERE player_id = $1 LIMIT 1', [playerId]);
  if (existing.length > 0) return;
  // Oldest first, so ids grow with time like real notifications.
  for (const [type, title, note, ageHours, read] of [...DEMO_NOTIFICATIONS].reverse()) {
    await tx.query(
      `INSERT INTO notifications (player_id, type, title, note, is_read, created_at, read_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6::int), CASE WHEN $5 THEN now() END)`,
      [playerId, type, title, note, read, ageHours],
    );
  }
}
