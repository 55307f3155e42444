-- Core schema: reference data (countries, languages, translations, site options, currencies),
-- players, wallets with their ledger, login sessions, and the message outbox.
-- Money is integer kuruş (1 TRY = 100 kuruş) everywhere in the database.

CREATE TABLE countries (
  id integer PRIMARY KEY,
  name text NOT NULL,
  iso2 char(2) NOT NULL UNIQUE,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  code char(3) NOT NULL UNIQUE,
  symbol text NOT NULL
);

CREATE TABLE languages (
  locale text PRIMARY KEY,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE translations (
  locale text NOT NULL REFERENCES languages (locale) ON DELETE CASCADE,
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (locale, key)
);

-- is_public = false keeps operator-only settings out of cms/siteoptionlist.
CREATE TABLE site_options (
  key text PRIMARY KEY,
  value text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  is_public boolean NOT NULL DEFAULT true
);

CREATE TABLE players (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  usercode text NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  name text NOT NULL,
  surname text NOT NULL,
  phone text NOT NULL,
  sms_verified boolean NOT NULL DEFAULT false,
  country_id integer NOT NULL REFERENCES countries (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  personal_no text,
  birth_date date,
  trial_bonus_requested boolean NOT NULL DEFAULT false,
  ref_id bigint,
  partner text,
  subid text,
  source text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'closed')),
  password_hash text NOT NULL,
  registration_ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames and e-mails are unique regardless of case, so 'Ali' cannot shadow 'ali'.
CREATE UNIQUE INDEX players_username_key ON players (lower(username));
CREATE UNIQUE INDEX players_email_key ON players (lower(email));

CREATE TABLE wallets (
  player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  currency_id integer NOT NULL REFERENCES currencies (id),
  -- The last line of defence: even a buggy caller cannot commit a negative balance.
  balance_kurus bigint NOT NULL DEFAULT 0 CHECK (balance_kurus >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal', 'bet', 'win', 'bonus', 'trial_bonus', 'adjustment')),
  amount_kurus bigint NOT NULL CHECK (amount_kurus <> 0),
  balance_after_kurus bigint NOT NULL CHECK (balance_after_kurus >= 0),
  reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_player_idx ON ledger (player_id, id DESC);

-- Only the SHA-256 of a bearer token is stored: a leaked table cannot be replayed as sessions.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ip text,
  user_agent text,
  fingerprint text,
  betsy_cid text NOT NULL,
  betsy_token text NOT NULL UNIQUE,
  betco_token text NOT NULL UNIQUE
);
CREATE INDEX sessions_player_idx ON sessions (player_id, created_at DESC);

-- Messages handed to the SMS / e-mail sender; in demo and test mode readable at GET /api/test/outbox.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint REFERENCES players (id) ON DELETE SET NULL,
  username text,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_username_idx ON outbox (lower(username), id DESC);
