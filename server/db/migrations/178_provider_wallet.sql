-- The provider wallet (server/casino/provider-wallet.ts, docs/providers.md): every money call of a game provider,
-- demo slot and Hub88 alike, is booked here once, beside its ledger row, in the same transaction.

-- A rolled-back bet is refunded by a ledger row of its own kind ('rollback', a credit): it counts against a loss
-- limit like the bet it undoes (server/protection/usage.ts) and shows in the round's history lines.
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (
  kind IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus', 'trial_bonus', 'adjustment', 'bonus_release', 'bonus_forfeit', 'rollback')
);

-- A provider round: which provider it belongs to and when it closed. A demo spin closes its round at once (the
-- default); a Hub88 round stays open until a bet or win says round_closed. Stakes can reach 0 (a free-round bet of
-- 0, or every bet rolled back).
ALTER TABLE game_rounds ADD COLUMN provider text NOT NULL DEFAULT 'demo';
ALTER TABLE game_rounds ADD COLUMN closed_at timestamptz DEFAULT now();
ALTER TABLE game_rounds DROP CONSTRAINT game_rounds_stake_kurus_check;
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_stake_kurus_check CHECK (stake_kurus >= 0);
CREATE INDEX game_rounds_open_idx ON game_rounds (created_at) WHERE closed_at IS NULL;

-- One row per provider transaction (bet, win, rollback), keyed by the provider's own id: a second request with the
-- same id is a duplicate, never a second effect. A rollback may arrive before its bet: it is stored with no ledger
-- row, and the bet that comes later finds it and is refused.
CREATE TABLE provider_transactions (
  provider text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- game_rounds.round_id of the round (the provider's round id, prefixed by the provider except for the demo slot).
  round_id text NOT NULL,
  game_code text NOT NULL,
  amount_kurus bigint NOT NULL CHECK (amount_kurus >= 0),
  -- A bet's part taken from the bonus balance (a rollback gives it back there; a win shares it, docs/bonus-wallet.md).
  bonus_part_kurus bigint NOT NULL DEFAULT 0,
  -- The bet a win or rollback refers to.
  reference_id text,
  -- A bet that a rollback undid (or a rollback stored before its bet).
  rolled_back boolean NOT NULL DEFAULT false,
  ledger_id bigint REFERENCES ledger (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, transaction_id)
);
CREATE INDEX provider_transactions_reference_idx ON provider_transactions (provider, reference_id) WHERE reference_id IS NOT NULL;
CREATE INDEX provider_transactions_day_idx ON provider_transactions (created_at);

-- Each wallet request of a provider, keyed by its request id: a repeat gets the first reply, byte for byte. Refused
-- requests are kept too, with the reason (a protection refusal's message key), for the operator.
CREATE TABLE provider_requests (
  provider text NOT NULL,
  request_id text NOT NULL,
  call text NOT NULL,
  player_id bigint REFERENCES players (id) ON DELETE CASCADE,
  status text NOT NULL,
  reason text,
  reply text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, request_id)
);
CREATE INDEX provider_requests_refused_idx ON provider_requests (player_id, created_at DESC) WHERE status <> 'RS_OK';
