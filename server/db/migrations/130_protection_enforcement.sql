-- Player protection that cannot be played around (docs/protection-enforcement.md).
--
-- Why a session ended, so every later call with its token (site, game frame, sportsbook) can say why and until when
-- instead of a bare "session expired". end_reason null = an ordinary end (logout, idle, password change, ...).
ALTER TABLE sessions ADD COLUMN end_reason text CHECK (end_reason IS NULL OR end_reason IN ('sessionLimit', 'exclusion'));
-- When the player may play (or log in) again; null = not known or permanent.
ALTER TABLE sessions ADD COLUMN end_until timestamptz;

-- One limit warning per limit and window (docs/protection-enforcement.md "One warning per limit and window"). A
-- warning for (player, type, period) is raised only by the caller whose INSERT … ON CONFLICT DO UPDATE … WHERE claims
-- this row: the row is new, the last warning has left the limit's window, or the limit value changed. The row lock of
-- ON CONFLICT makes the claim atomic across processes, so two movements (or two servers) can never send the same
-- warning twice.
CREATE TABLE protection_warnings (
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('deposit', 'loss', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  -- The limit the warning was about: kuruş for deposit/loss, minutes for session.
  limit_value bigint NOT NULL,
  warned_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, type, period)
);

-- Minimum game cycle (docs/protection-enforcement.md "Minimum game cycle, no parallel spins"; RTS 14): when the
-- player's last slot spin started, by the database clock. Read and written under the player_protection row lock the
-- spin already takes, so parallel spins of one player on any number of processes are serialised and the second is
-- refused.
ALTER TABLE player_protection ADD COLUMN last_spin_at timestamptz;
