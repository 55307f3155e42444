-- Idempotency keys (docs/idempotency.md): the first reply of each money-moving call sent with an
-- Idempotency-Key header, so a retry with the same key gets that reply instead of moving money again. Shared by
-- every process on one database; claimed with INSERT … ON CONFLICT DO NOTHING so only one request runs per key.
CREATE TABLE idempotency_keys (
  -- Whose key: 'player:<id>' (the session's or the game/sportsbook token's player) or 'operator'.
  owner text NOT NULL,
  -- Method and route pattern, e.g. 'POST /api/payment/withdraw': a key is scoped per route.
  route text NOT NULL,
  -- The client's key as sent: 1–255 printable ASCII characters.
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  -- sha256 (hex) of method, URL and canonical JSON body: the same key with another request is refused (422).
  request_hash text NOT NULL,
  -- null while the first request runs (a concurrent retry gets 409); then the HTTP status of its reply.
  status integer CHECK (status IS NULL OR status BETWEEN 100 AND 499),
  -- The reply body exactly as sent, and its content type.
  reply text,
  content_type text,
  -- When the key was claimed (the server's clock); rows older than 24 h are expired and pruned.
  created_at timestamptz NOT NULL,
  PRIMARY KEY (owner, route, key),
  CHECK ((status IS NULL) = (reply IS NULL))
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
