-- Histories (docs/histories.md): the filtered histories and their totals read one player's rows.
-- POST customer/gamehistory pages a player's casino rounds by time (game_rounds had no player index) and finds
-- each round's ledger lines by their reference ('round:<id>', 'sportsbook:<provider>:<id>[:win]').
CREATE INDEX IF NOT EXISTS game_rounds_player_idx ON game_rounds (player_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS ledger_player_reference_idx ON ledger (player_id, reference);
