-- Wager limits (docs/protection-enforcement.md "Limits: windows, usage and changes"): a cap on the total stakes of a
-- period, stored like the other money limits in kuruş. The limit, its warnings and its change history take the new type.
ALTER TABLE player_limits DROP CONSTRAINT player_limits_type_check;
ALTER TABLE player_limits ADD CONSTRAINT player_limits_type_check CHECK (type IN ('deposit', 'loss', 'wager', 'session'));
ALTER TABLE protection_warnings DROP CONSTRAINT protection_warnings_type_check;
ALTER TABLE protection_warnings ADD CONSTRAINT protection_warnings_type_check CHECK (type IN ('deposit', 'loss', 'wager', 'session'));
ALTER TABLE player_limit_changes DROP CONSTRAINT player_limit_changes_type_check;
ALTER TABLE player_limit_changes ADD CONSTRAINT player_limit_changes_type_check CHECK (type IN ('deposit', 'loss', 'wager', 'session'));
