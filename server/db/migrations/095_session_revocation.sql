-- Ending a login session reaches every server process (docs/realtime.md "One path for "a session ended"").
--
-- Whatever ends a session (logout, password change, recovery, self-exclusion/time-out, reality-check logout,
-- idle expiry by a request or by the sweep), the database announces it: a trigger sends, on the hub fan-out channel
-- `hub_fanout` (server/hub/fanout.ts), the hub envelope {"to":"revoke-sessions","sessionIds":[id]}. NOTIFY is sent
-- at commit and dropped on rollback, so a socket is never closed for a session that did not end. Every process
-- LISTENs on that channel and closes the sockets of that session. A player leaving the 'active' status closes all
-- his sockets the same way ({"to":"revoke-player","playerId":id}).

CREATE FUNCTION hub_announce_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hub_fanout', json_build_object('to', 'revoke-sessions', 'sessionIds', json_build_array(NEW.id))::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_announce_ended
  AFTER UPDATE OF ended_at ON sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL)
  EXECUTE FUNCTION hub_announce_session_ended();

CREATE FUNCTION hub_announce_player_inactive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hub_fanout', json_build_object('to', 'revoke-player', 'playerId', NEW.id)::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER players_announce_inactive
  AFTER UPDATE OF status ON players
  FOR EACH ROW WHEN (OLD.status = 'active' AND NEW.status <> 'active')
  EXECUTE FUNCTION hub_announce_player_inactive();

-- The idle sweep (server/auth/session-sweep.ts) finds live sessions by last_seen without scanning ended ones.
CREATE INDEX sessions_live_last_seen_idx ON sessions (last_seen) WHERE ended_at IS NULL;
