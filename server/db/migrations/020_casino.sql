-- Casino (docs/product.md §3 Game, Category): lobby categories, the game catalogue of the game providers,
-- favourites, game sessions opened by a game launch, rounds and their bet/win transactions (game history),
-- and the three jackpot feeds. Money is integer kuruş.

CREATE TABLE game_categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_tr text NOT NULL,
  -- Lobby slugs the category belongs to (docs/product.md §3 Category.slugList), e.g. {slot,home}.
  slug_list text[] NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

-- One row per provider name shown to players (footer logos); kind says which launch call it uses (docs/product.md §7).
CREATE TABLE game_providers (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  main_provider_id integer NOT NULL CHECK (main_provider_id BETWEEN 1 AND 7),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  code text PRIMARY KEY,
  name text NOT NULL,
  provider_id integer NOT NULL REFERENCES game_providers (id),
  product_id integer NOT NULL,
  system text NOT NULL,
  is_live boolean NOT NULL DEFAULT false,
  -- A game under maintenance stays listed but its launch is refused (docs/product.md §8 launch failures).
  available boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX games_live_name_idx ON games (is_live, lower(name));

CREATE TABLE game_category_members (
  category_id integer NOT NULL REFERENCES game_categories (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, game_code)
);

CREATE TABLE game_favorites (
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_code)
);

-- A game launch opens one; the token (random 256 bits) is stored hashed, like login sessions.
-- It dies with the login session it was opened from (logout) or after expires_at.
CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  login_session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code),
  token_hash text NOT NULL UNIQUE,
  launch_kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_player_idx ON game_sessions (player_id, id DESC);

CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id text NOT NULL UNIQUE,
  game_session_id bigint NOT NULL REFERENCES game_sessions (id) ON DELETE CASCADE,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code),
  stake_kurus bigint NOT NULL CHECK (stake_kurus > 0),
  win_kurus bigint NOT NULL CHECK (win_kurus >= 0),
  reels text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Game history rows (docs/product.md §3 Game transaction: Win 1, Bet 2), each tied to its ledger row.
CREATE TABLE game_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  round_id text NOT NULL REFERENCES game_rounds (round_id) ON DELETE CASCADE,
  game_code text NOT NULL REFERENCES games (code),
  type smallint NOT NULL CHECK (type IN (1, 2)),
  amount_kurus bigint NOT NULL CHECK (amount_kurus > 0),
  balance_after_kurus bigint NOT NULL CHECK (balance_after_kurus >= 0),
  ledger_id bigint NOT NULL REFERENCES ledger (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_transactions_player_idx ON game_transactions (player_id, created_at DESC, id DESC);

-- Jackpot feeds (docs/product.md §9): base values that the service grows slowly with time, so the widgets tick.
CREATE TABLE jackpot_feeds (
  feed text NOT NULL CHECK (feed IN ('egt', 'cards', 'egypt')),
  instance_name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  -- Level bases in kuruş, in level order (I..IV); cards may hold the sentinel 14000 lira the client ignores.
  levels_kurus bigint[] NOT NULL,
  PRIMARY KEY (feed, instance_name)
);
