-- Registration checks of player protection (docs/registration-checks.md).
-- Attempts to open or verify an account that matched an excluded player (or the national register) are recorded
--    for the operator; the player only ever sees a neutral refusal.
-- The demo adapter of the national self-exclusion register keeps its list of excluded identities here. A real
--    market plugs in its register's API instead (server/auth/national-register/).

CREATE TABLE registration_refusals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Where it happened: a new registration, a phone verification, identity details given later, or a login.
  stage text NOT NULL CHECK (stage IN ('register', 'phoneVerify', 'identity', 'login')),
  -- Why: a match with an excluded player of this site, or a listing in the national register.
  reason text NOT NULL CHECK (reason IN ('excludedPlayer', 'nationalRegister')),
  -- What matched: the verified phone, the national id, the name with the birth date.
  matched_on text NOT NULL CHECK (matched_on IN ('phone', 'personalNo', 'nameBirthDate')),
  -- The excluded player matched (null for the national register).
  matched_player_id bigint REFERENCES players (id) ON DELETE SET NULL,
  -- The account that tried (null for a refused registration, which creates none).
  player_id bigint REFERENCES players (id) ON DELETE SET NULL,
  username text,
  phone text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_refusals_time_idx ON registration_refusals (created_at DESC);

CREATE TABLE national_register_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 11-digit TC number, when the register knows it.
  personal_no text,
  -- identityNameKey(name, surname) of contracts/domain/identity.ts with the birth date, when the register knows them.
  name_key text,
  birth_date date,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (personal_no IS NOT NULL OR (name_key IS NOT NULL AND birth_date IS NOT NULL))
);
CREATE UNIQUE INDEX national_register_personal_no_key ON national_register_entries (personal_no) WHERE personal_no IS NOT NULL;
CREATE INDEX national_register_name_idx ON national_register_entries (birth_date, name_key);

-- Matching a registration against excluded players reads players by phone, national id and birth date.
CREATE INDEX players_phone_idx ON players (phone);
CREATE INDEX players_personal_no_idx ON players (personal_no);
CREATE INDEX players_birth_date_idx ON players (birth_date);
