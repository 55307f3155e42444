-- Sportsbooks (docs/architecture.md "Sportsbook frames"): the demo sportsbooks' events and odds, and the single bets
-- players place through them. Money is integer kuruş; odds are integer hundredths (2.10 -> 210) so no float ever
-- prices a payout.

-- When each sportsbook launch token was issued: a token older than the TTL (server/sports/tokens.ts)
-- is refused like a dead session's, and GET api/sportsbook/token issues a fresh one.
ALTER TABLE sessions
  ADD COLUMN betsy_token_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN betco_token_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE sport_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stable seed key, e.g. 'fcg-live-1', so the seed stays idempotent.
  code text NOT NULL UNIQUE,
  provider text NOT NULL CHECK (provider IN ('fcg', 'betco')),
  sport text NOT NULL CHECK (sport IN ('football', 'basketball', 'tennis')),
  league text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  is_live boolean NOT NULL,
  -- Live events: match clock offset (s) so each live match sits at its own minute; pre-match: kick-off is
  -- today + kickoff_day days at kickoff_time (Europe/Istanbul), so the demo list always looks upcoming.
  clock_offset_s integer NOT NULL DEFAULT 0 CHECK (clock_offset_s >= 0),
  kickoff_day integer NOT NULL DEFAULT 0 CHECK (kickoff_day >= 0),
  kickoff_time text NOT NULL DEFAULT '20:00' CHECK (kickoff_time ~ '^[0-2][0-9]:[0-5][0-9]$'),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX sport_events_provider_idx ON sport_events (provider, is_live, sort_order);

CREATE TABLE sport_selections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES sport_events (id) ON DELETE CASCADE,
  -- Match result market: '1' home, 'X' draw, '2' away.
  outcome text NOT NULL CHECK (outcome IN ('1', 'X', '2')),
  odds_x100 integer NOT NULL CHECK (odds_x100 > 100 AND odds_x100 <= 100000),
  UNIQUE (event_id, outcome)
);

CREATE TABLE sport_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  session_id bigint REFERENCES sessions (id) ON DELETE SET NULL,
  provider text NOT NULL CHECK (provider IN ('fcg', 'betco')),
  event_id bigint NOT NULL REFERENCES sport_events (id),
  selection_id bigint NOT NULL REFERENCES sport_selections (id),
  -- Snapshot of what the player saw, so a later odds or name change never rewrites a placed bet.
  event_name text NOT NULL,
  outcome text NOT NULL,
  odds_x100 integer NOT NULL CHECK (odds_x100 > 100),
  stake_kurus bigint NOT NULL CHECK (stake_kurus > 0),
  potential_win_kurus bigint NOT NULL CHECK (potential_win_kurus > 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'won', 'lost')),
  -- Language of the sportsbook page at bet time: the settlement notification is written in it.
  locale text NOT NULL DEFAULT 'tr' CHECK (locale IN ('tr', 'en')),
  bet_ledger_id bigint REFERENCES ledger (id),
  win_ledger_id bigint REFERENCES ledger (id),
  placed_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'open') = (settled_at IS NULL)),
  CHECK (win_ledger_id IS NULL OR status = 'won')
);
CREATE INDEX sport_bets_player_idx ON sport_bets (player_id, id DESC);
