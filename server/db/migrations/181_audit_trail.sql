-- The audit trail (docs/operations.md "Audit trail"): the operator audit of migration 140 becomes the one record of
-- every operator action and every security event of a player (sign-in, failed sign-in burst, password, phone and
-- factor changes, a new payout destination, limit changes, exclusions): who (actor_kind + actor), when, from where
-- (ip), about which player, the outcome, and before / after as JSON.
ALTER TABLE operator_audit RENAME TO audit_trail;
ALTER TABLE audit_trail RENAME COLUMN operator TO actor;
ALTER TABLE audit_trail ADD COLUMN actor_kind text NOT NULL DEFAULT 'operator' CHECK (actor_kind IN ('operator', 'player', 'system'));
ALTER TABLE audit_trail ADD COLUMN ip text;
ALTER TABLE audit_trail ADD COLUMN before jsonb;
ALTER TABLE audit_trail ADD COLUMN after jsonb;
-- A player's rows outlive any change to the players table: no foreign key that would rewrite them.
ALTER TABLE audit_trail DROP CONSTRAINT IF EXISTS operator_audit_player_id_fkey;
CREATE INDEX audit_trail_player_idx ON audit_trail (player_id, id) WHERE player_id IS NOT NULL;

-- Append-only for everyone who connects, the application's role included: UPDATE, DELETE and TRUNCATE raise. A
-- trigger, not a GRANT, so the rule holds on PGlite (one role) and on PostgreSQL alike.
CREATE FUNCTION audit_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_trail is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_trail_no_change BEFORE UPDATE OR DELETE ON audit_trail FOR EACH ROW EXECUTE FUNCTION audit_trail_append_only();
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();
