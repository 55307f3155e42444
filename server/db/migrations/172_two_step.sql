-- Two-step sign-in with an authenticator app (docs/security.md "Two-step sign-in"): a TOTP secret per player
-- (RFC 6238), his one-time recovery codes (stored hashed only) and the short-lived tickets a right password earns
-- when the second step is on (stored hashed only, single use).

-- One authenticator per player. confirmed_at is null while it is being set up (the player has not yet typed a code
-- from it): an unconfirmed row does not guard the login. last_step is the last accepted time step (unix seconds /
-- 30), so a code is accepted once: a replay of it, or of an older code, is refused.
CREATE TABLE player_totp (
  player_id integer PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  secret text NOT NULL,
  label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_used_at timestamptz,
  last_step bigint
);

-- Ten per set; a new set (regenerate, or a new authenticator) deletes the old one. code_hash is
-- sha-256 over the player id and the normalised code (60 random bits each, docs/security.md).
CREATE TABLE player_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  UNIQUE (player_id, code_hash)
);

-- What a right password earns when the second step is on: 5 minutes, single use, 5 wrong codes at most.
CREATE TABLE login_tickets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id integer NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  ticket_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX login_tickets_player ON login_tickets (player_id);
