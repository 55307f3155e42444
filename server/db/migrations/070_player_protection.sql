-- Player protection (docs/protection-enforcement.md): per-player protection state,
-- deposit/loss/session limits with their pending (cooling-off) changes, time-outs and self-exclusions, and
-- reality-check acknowledgements per login session. Money limits are integer kuruş, session limits minutes. Usage
-- itself is never stored: it is computed from payment_requests, ledger and sessions, so it cannot drift from what
-- really happened.

-- One row per player who ever touched a protection tool (created on demand). Every check that must not be
-- bypassed by parallel requests (deposit, spin, bet) locks this row FOR UPDATE in the transaction that writes.
CREATE TABLE player_protection (
  player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  -- Reality-check interval the player chose; null = off. Until reality_check_chosen, the profile default applies.
  reality_check_minutes integer CHECK (reality_check_minutes IS NULL OR reality_check_minutes > 0),
  reality_check_chosen boolean NOT NULL DEFAULT false,
  -- Demo/test mode only (POST /api/test/clock): how far this player's protection clock runs ahead of real time.
  clock_offset_ms bigint NOT NULL DEFAULT 0 CHECK (clock_offset_ms >= 0),
  -- x-locale of the player's last login: the language of warnings raised where no request locale is known (spins).
  locale text NOT NULL DEFAULT 'tr' CHECK (locale IN ('tr', 'en')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE player_limits (
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- The limit in force: kuruş for deposit/loss, minutes for session; null = no limit.
  value bigint CHECK (value IS NULL OR value >= 0),
  -- A pending increase or removal (pending_value null) exists when pending_effective_at is set; it applies only
  -- when the player confirms it at or after pending_effective_at.
  pending_value bigint CHECK (pending_value IS NULL OR pending_value >= 0),
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, type, period)
);

-- Time-outs and self-exclusions; never shortened or removed by the player. ends_at null = permanent.
CREATE TABLE player_exclusions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('timeout', 'selfExclusion')),
  period text NOT NULL CHECK (period IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);
CREATE INDEX player_exclusions_player_idx ON player_exclusions (player_id, id DESC);

-- Reality-check acknowledgements of one login session: the next check is due at the first whole interval
-- since the session's start that lies after acked_at.
CREATE TABLE session_reality_checks (
  session_id bigint PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
  acked_at timestamptz NOT NULL
);

-- Cooling-off and usage windows read the player's recent rows by time.
CREATE INDEX ledger_player_time_idx ON ledger (player_id, created_at);
