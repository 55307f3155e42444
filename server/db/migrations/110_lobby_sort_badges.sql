-- Lobby sort, tile badges and jackpot links (docs/lobby.md).

-- When the game joined the catalogue: "Newest" sorts by it and the New badge reads it. Games that existed before
-- this column keep NULL until the seed gives the demo catalogue its dates; NULL sorts last and is never New.
-- A game an operator inserts later gets the moment of the insert.
ALTER TABLE games ADD COLUMN added_at timestamptz;
ALTER TABLE games ALTER COLUMN added_at SET DEFAULT now();

-- Plays the game is credited with before any round is played here (the demo's seeded baseline, or an operator's
-- figure for a game moved from another site); popularity = this + rounds of the last 30 days.
ALTER TABLE games ADD COLUMN popularity_baseline integer NOT NULL DEFAULT 0 CHECK (popularity_baseline >= 0);

-- Popularity counts the rounds of the last 30 days per game.
CREATE INDEX game_rounds_created_idx ON game_rounds (created_at, game_code);

-- The games that feed a jackpot (the Jackpot badge; a jackpot card opens the lobby filtered to them).
CREATE TABLE jackpot_games (
  feed text NOT NULL,
  instance_name text NOT NULL,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  PRIMARY KEY (feed, instance_name, game_code),
  FOREIGN KEY (feed, instance_name) REFERENCES jackpot_feeds (feed, instance_name) ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX jackpot_games_game_idx ON jackpot_games (game_code);
