-- The wallet keeps cash and bonus money apart (docs/bonus-wallet.md).
-- wallets.balance_kurus stays the total the player can play with; cash_kurus + bonus_kurus = balance_kurus.
-- Every ledger row moves exactly one of the two balances (balance_kind), so
--   sum(ledger.amount_kurus WHERE balance_kind = 'cash')  = wallets.cash_kurus
--   sum(ledger.amount_kurus WHERE balance_kind = 'bonus') = wallets.bonus_kurus
--   sum(ledger.amount_kurus)                              = wallets.balance_kurus

ALTER TABLE wallets
  ADD COLUMN cash_kurus bigint NOT NULL DEFAULT 0 CHECK (cash_kurus >= 0),
  ADD COLUMN bonus_kurus bigint NOT NULL DEFAULT 0 CHECK (bonus_kurus >= 0);

ALTER TABLE ledger ADD COLUMN balance_kind text NOT NULL DEFAULT 'cash' CHECK (balance_kind IN ('cash', 'bonus'));

-- New kinds: bonus_release (bonus -> cash when wagering is met: one bonus row and one cash row),
-- bonus_forfeit (bonus money taken away: a withdrawal while a bonus is active, or an expired bonus).
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (
  kind IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus', 'trial_bonus', 'adjustment', 'bonus_release', 'bonus_forfeit')
);

-- Existing wallets: the balance is cash, except that money of a still-active bonus (up to the balance) is bonus
-- money. The reclassification is written to the ledger (two 'adjustment' rows, reference 'migration:090') so the
-- per-balance sums above hold from the first day.
UPDATE wallets w SET
  bonus_kurus = LEAST(w.balance_kurus, b.active_kurus),
  cash_kurus = w.balance_kurus - LEAST(w.balance_kurus, b.active_kurus)
FROM (
  SELECT player_id, SUM(amount_kurus)::bigint AS active_kurus FROM bonuses
  WHERE status = 'active' AND (expires_at IS NULL OR expires_at > now()) GROUP BY player_id
) b
WHERE b.player_id = w.player_id;
UPDATE wallets SET cash_kurus = balance_kurus WHERE bonus_kurus = 0;

INSERT INTO ledger (player_id, kind, amount_kurus, balance_after_kurus, reference, balance_kind)
SELECT player_id, 'adjustment', -bonus_kurus, balance_kurus, 'migration:090', 'cash' FROM wallets WHERE bonus_kurus > 0;
INSERT INTO ledger (player_id, kind, amount_kurus, balance_after_kurus, reference, balance_kind)
SELECT player_id, 'adjustment', bonus_kurus, balance_kurus, 'migration:090', 'bonus' FROM wallets WHERE bonus_kurus > 0;

ALTER TABLE wallets ADD CONSTRAINT wallets_split_check CHECK (balance_kurus = cash_kurus + bonus_kurus);

-- The trial bonus once per verified phone number across accounts. The number is stored normalised
-- (digits only, Turkish numbers as 90 + 10 digits: normalisePhone in server/bonus/bonus-wallet.ts);
-- the primary key makes a second claim fail even when two accounts claim at the same moment.
CREATE TABLE trial_bonus_phones (
  phone text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Trial bonuses granted before this migration claim their player's phone (first claim wins).
INSERT INTO trial_bonus_phones (phone, player_id)
SELECT DISTINCT ON (p.phone) p.phone, p.id FROM bonuses b JOIN players p ON p.id = b.player_id
WHERE b.kind = 'trial' ORDER BY p.phone, b.id
ON CONFLICT DO NOTHING;
