-- Rate-limit counters (docs/security.md "How counting works"), shared by every server process on this database, so N
-- processes do not give N times the attempts. One row per (rule, key): `rule` is a name from RateLimits (e.g.
-- 'login', 'smsNumberDay'), `key` the normalised identity it counts (e.g. 'player:42', 'ip:203.0.113.7',
-- 'phone:905321234567'). A window opens at the first attempt (window_start_ms) and lasts the rule's length
-- (reset_at_ms); the first attempt at or after reset_at_ms opens a new one. Times are epoch milliseconds of the
-- server clock that counted them. Counted by one INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING per call
-- (server/http/rate-limit-store.ts); expired rows are deleted in bounded batches by the same code.
CREATE TABLE rate_limits (
  rule text NOT NULL CHECK (length(rule) BETWEEN 1 AND 64),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  window_start_ms bigint NOT NULL,
  reset_at_ms bigint NOT NULL CHECK (reset_at_ms > window_start_ms),
  count integer NOT NULL CHECK (count > 0),
  PRIMARY KEY (rule, key)
);

CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at_ms);
