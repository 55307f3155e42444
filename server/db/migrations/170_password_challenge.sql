-- The site-wide password-failure breaker and its proof-of-work challenge (docs/security.md "Password spraying").
-- Shared by every server process on this database, so WORKERS=N trip, hold and check one breaker and one key.
--
-- password_breaker: one row (id = 1). tripped_until_ms is the epoch ms until which every password check first
-- asks a solved ALTCHA challenge (null: not tripped); the failures themselves are counted in rate_limits under
-- rule 'passwordFailures', key 'site'. hmac_key signs the challenges when ALTCHA_HMAC_KEY is not set: the first
-- process to start writes a random one (INSERT ... ON CONFLICT DO NOTHING) and every process reads the same.
CREATE TABLE password_breaker (
  id smallint PRIMARY KEY CHECK (id = 1),
  tripped_until_ms bigint,
  hmac_key text CHECK (hmac_key IS NULL OR length(hmac_key) BETWEEN 32 AND 200)
);

-- Solved challenges already spent: a solution is accepted once. Keyed by the challenge's signature (unique per
-- challenge: its nonce and salt are random), kept until the challenge expires, then deleted in bounded batches.
CREATE TABLE altcha_spent (
  signature text PRIMARY KEY CHECK (length(signature) BETWEEN 1 AND 200),
  expires_at_ms bigint NOT NULL
);

CREATE INDEX altcha_spent_expires_at ON altcha_spent (expires_at_ms);
