-- The in-memory read models of every server process (docs/read-models.md) learn of changes from
-- the database itself. Whatever changes a wallet, a live session's facts, a player's session-time limit or his
-- favourites (a route of any process, the sweep, an operator's SQL), a trigger sends on the channel `read_models`
-- a short payload naming what to drop: 'w:<player_id>' (wallet balances), 's:<session_id>' (one login session),
-- 'p:<player_id>' (every session of a player), 'f:<player_id>' (favourite games). NOTIFY is sent at commit and
-- dropped on rollback, and identical payloads of one transaction are sent once.
-- Sessions that end and players that leave 'active' are already announced on `hub_fanout` (migration 095).

CREATE FUNCTION read_model_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data record;
BEGIN
  IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
  PERFORM pg_notify('read_models', TG_ARGV[0] || ':' || (to_jsonb(row_data) ->> TG_ARGV[1]));
  RETURN NULL;
END
$$;

CREATE TRIGGER wallets_read_model
  AFTER UPDATE OR DELETE ON wallets
  FOR EACH ROW EXECUTE FUNCTION read_model_changed('w', 'player_id');

-- A session's cached facts: withdraw-only, and last_seen moved back (the test clock ages records); a row deleted.
-- The 30 s last_seen touch moves it forward and is not announced (each process touches on its own).
CREATE TRIGGER sessions_read_model_update
  AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (OLD.withdraw_only IS DISTINCT FROM NEW.withdraw_only OR NEW.last_seen < OLD.last_seen)
  EXECUTE FUNCTION read_model_changed('s', 'id');

CREATE TRIGGER sessions_read_model_delete
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION read_model_changed('s', 'id');

-- Whether a player has a session-time limit decides whether his requests run the session watch
-- (docs/protection-enforcement.md "Session time counts every kind of play").
CREATE TRIGGER player_limits_read_model
  AFTER INSERT OR UPDATE OR DELETE ON player_limits
  FOR EACH ROW EXECUTE FUNCTION read_model_changed('p', 'player_id');

CREATE TRIGGER game_favorites_read_model
  AFTER INSERT OR UPDATE OR DELETE ON game_favorites
  FOR EACH ROW EXECUTE FUNCTION read_model_changed('f', 'player_id');

-- The lobby lists (server/casino/catalogue-cache.ts) are dropped on `casino_catalogue`: now sent by the
-- database for any statement that changes the catalogue, not only by the seed.
CREATE FUNCTION casino_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casino_catalogue', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER games_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
CREATE TRIGGER game_providers_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_providers
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
CREATE TRIGGER game_categories_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_categories
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
CREATE TRIGGER game_category_members_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_category_members
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
CREATE TRIGGER game_category_names_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON game_category_names
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
CREATE TRIGGER jackpot_games_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jackpot_games
  FOR EACH STATEMENT EXECUTE FUNCTION casino_catalogue_changed();
