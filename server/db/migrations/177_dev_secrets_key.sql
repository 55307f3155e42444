-- The development and test key of server/platform/secret-box.ts, which seals the authenticator secrets of
-- player_totp at rest (docs/security.md "Two-step sign-in"). Used only when SECRETS_KEY is unset, which production
-- refuses: a key kept in the same database as the data it seals protects nothing against a dump of that database.
-- One row, written by the first process that needs it and read by every other (WORKERS=N agree on it).
CREATE TABLE dev_secrets_key (
  id smallint PRIMARY KEY CHECK (id = 1),
  key_hex text NOT NULL CHECK (key_hex ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
