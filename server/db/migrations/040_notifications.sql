-- Player notifications (docs/product.md §3 Notification): stored by ctx.notifications.create, listed by
-- POST customer/notification and marked read by POST customer/readnotification.
-- type: Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5 (docs/product.md §3 Notification type).

CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type smallint NOT NULL CHECK (type BETWEEN 1 AND 5),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  note text NOT NULL CHECK (length(note) <= 4000),
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
-- The list call pages a player's notifications newest first.
CREATE INDEX notifications_player_idx ON notifications (player_id, id DESC);
