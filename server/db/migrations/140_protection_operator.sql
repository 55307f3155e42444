-- Returning after a self-exclusion, withdraw-only access, limit history and the operator view
-- (docs/player-protection-operator.md).

-- Return from a self-exclusion needs a positive action. After a (non-permanent) self-exclusion ends, the
-- player asks to return (return_requested_at), waits the profile's cooling-off (until return_effective_at) and then
-- confirms (returned_at). Until returned_at is set, the ended self-exclusion still refuses normal access.
ALTER TABLE player_exclusions ADD COLUMN return_requested_at timestamptz;
ALTER TABLE player_exclusions ADD COLUMN return_effective_at timestamptz;
ALTER TABLE player_exclusions ADD COLUMN returned_at timestamptz;

-- A login session opened in withdraw-only mode (self-excluded player withdrawing his balance). Such a
-- session reaches only balance, withdrawal and history calls (server/http/withdraw-only.ts).
ALTER TABLE sessions ADD COLUMN withdraw_only boolean NOT NULL DEFAULT false;

-- Operator side: every change of a player's limit, who made it and when (old -> new). Values in the limit's
-- stored unit (kuruş for deposit/loss, minutes for session); null = no limit.
CREATE TABLE player_limit_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- set = applied at once (new or lower); requested = increase/removal waiting for its cooling-off;
  -- confirmed = a pending change applied by the player; cancelled = a pending change dropped.
  action text NOT NULL CHECK (action IN ('set', 'requested', 'confirmed', 'cancelled')),
  old_value bigint,
  new_value bigint,
  -- 'player' for the player himself (the operator can never change a limit).
  actor text NOT NULL DEFAULT 'player',
  created_at timestamptz NOT NULL
);
CREATE INDEX player_limit_changes_player_idx ON player_limit_changes (player_id, id);

-- Operator notes on a player (never shown to the player).
CREATE TABLE operator_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  operator text NOT NULL,
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_notes_player_idx ON operator_notes (player_id, id);

-- Every operator action (POST under /api/operator/ or a direct `npm run operator` command): who, what, outcome.
CREATE TABLE operator_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator text NOT NULL,
  action text NOT NULL,
  player_id bigint REFERENCES players (id) ON DELETE SET NULL,
  status integer NOT NULL,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_time_idx ON operator_audit (created_at);
