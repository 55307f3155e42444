-- Account: one-time codes (password reset, phone verification) and player bonuses (trial bonus first).

-- Codes are never stored in clear, only a SHA-256 of (row salt, code). Each row lives
-- 10 minutes and allows at most 5 wrong attempts (docs/product.md §9 SMS code; docs/security.md "The limits").
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'phone')),
  code_hash text NOT NULL,
  salt text NOT NULL,
  -- The phone number a phone code was sent to; null for reset codes.
  target text,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  expires_at timestamptz NOT NULL,
  -- Set when the code was used or replaced by a newer one; such a row never matches again.
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_player_idx ON verification_codes (player_id, purpose, id DESC);

CREATE TABLE bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('trial', 'promotion')),
  name text NOT NULL,
  amount_kurus bigint NOT NULL CHECK (amount_kurus > 0),
  wagering_required_kurus bigint NOT NULL DEFAULT 0 CHECK (wagering_required_kurus >= 0),
  wagered_kurus bigint NOT NULL DEFAULT 0 CHECK (wagered_kurus >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed', 'expired', 'cancelled')),
  ledger_id bigint REFERENCES ledger (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX bonuses_player_idx ON bonuses (player_id, id DESC);
-- The trial bonus is granted once per player, whatever runs in parallel.
CREATE UNIQUE INDEX bonuses_one_trial_key ON bonuses (player_id) WHERE kind = 'trial';
