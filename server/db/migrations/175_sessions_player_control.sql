-- Sessions the player controls and no token in a URL (docs/security.md "Sessions and tokens").

-- A session's cached start: the test clock moves created_at back (server/protection/clock.ts), which ages
-- the session towards its absolute lifetime (server/auth/sessions.ts SESSION_MAX_AGE_MS), so each process's
-- read model drops its entry as it does for last_seen (migration 160).
CREATE TRIGGER sessions_read_model_started
  AFTER UPDATE OF created_at ON sessions
  FOR EACH ROW WHEN (NEW.created_at < OLD.created_at)
  EXECUTE FUNCTION read_model_changed('s', 'id');

-- The sweep finds live sessions past their absolute lifetime without scanning ended ones.
CREATE INDEX sessions_live_created_idx ON sessions (created_at) WHERE ended_at IS NULL;

-- Sportsbook launch tokens are stored as the SHA-256 hex of the token, like login tokens (sessions.token_hash).
-- Existing tokens are hashed in place: a sportsbook frame open across the upgrade keeps working, because the
-- server hashes the token it is given before looking it up.
UPDATE sessions
SET betsy_token = encode(sha256(convert_to(betsy_token, 'UTF8')), 'hex'),
    betco_token = encode(sha256(convert_to(betco_token, 'UTF8')), 'hex');

-- The devices a player has logged in from: SHA-256 hex of '<player id>:<device id>' (the browser's random device id,
-- src/lib/fingerprint.ts, sent as x-fingerprint), so a login from a device not in this list is told to the player.
-- Keyed with the player id, so one browser's rows of two players cannot be linked by the hash.
CREATE TABLE player_devices (
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, device_hash)
);
-- The devices of past logins are known, so the first login after the upgrade does not alarm every player.
INSERT INTO player_devices (player_id, device_hash, first_seen)
SELECT player_id, encode(sha256(convert_to(player_id::text || ':' || fingerprint, 'UTF8')), 'hex'), min(created_at)
FROM sessions
WHERE fingerprint IS NOT NULL AND fingerprint <> ''
GROUP BY 1, 2
ON CONFLICT DO NOTHING;

-- Single-use hub tickets (docs/realtime.md "Hub tickets"): SHA-256 hex of the ticket, the login session it stands
-- for, and when it stops being accepted. Redeeming deletes the row, so a ticket opens one socket at most, on any
-- process; the session sweep deletes expired ones.
CREATE TABLE hub_tickets (
  ticket_hash text PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX hub_tickets_expires_idx ON hub_tickets (expires_at);
