-- Game play: play for fun and game info (docs/fun-mode.md).
-- Every new catalogue column is nullable: NULL means "not set", which the seed may fill (it never overwrites a
-- value an operator wrote) and the site shows as unknown.

-- Fun mode (virtual credits, no wallet): the provider's default, and a per-game override (NULL = the provider's).
ALTER TABLE game_providers ADD COLUMN demo_play boolean;
ALTER TABLE games ADD COLUMN demo_play boolean;

-- Game info shown on the play page: return to player in percent, volatility, and the provider's bet range in kuruş.
ALTER TABLE games ADD COLUMN rtp_percent numeric(5, 2) CHECK (rtp_percent > 0 AND rtp_percent <= 100);
ALTER TABLE games ADD COLUMN volatility text CHECK (volatility IN ('low', 'medium', 'high', 'very-high'));
ALTER TABLE games ADD COLUMN min_bet_kurus bigint CHECK (min_bet_kurus > 0);
ALTER TABLE games ADD COLUMN max_bet_kurus bigint CHECK (max_bet_kurus > 0);
ALTER TABLE games ADD CONSTRAINT games_bet_range_check CHECK (min_bet_kurus IS NULL OR max_bet_kurus IS NULL OR min_bet_kurus <= max_bet_kurus);

-- A fun-mode game session: open to visitors, tied to no player and no login session. Its credits are virtual and
-- live only here (never in wallets or the ledger). The token (random 256 bits) is stored hashed.
CREATE TABLE fun_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  credits_kurus bigint NOT NULL CHECK (credits_kurus >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX fun_sessions_expires_idx ON fun_sessions (expires_at);
