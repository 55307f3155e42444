-- Passkeys (WebAuthn) of players: sign-in without a password, and later a second step or a re-authentication
-- (docs/security.md "Passkeys").

CREATE TABLE passkey_credentials (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  -- The authenticator's credential id (base64url), unique over all players: an assertion names only this id.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key, as the authenticator sent it at registration.
  public_key bytea NOT NULL,
  -- The signature counter last seen; an assertion whose counter does not grow (when either is not 0) is refused.
  counter bigint NOT NULL DEFAULT 0 CHECK (counter >= 0),
  -- AuthenticatorTransport values ('internal', 'hybrid', 'usb', ...) the browser reported, passed back as hints.
  transports text[] NOT NULL DEFAULT '{}',
  -- The RP ID (host name) the credential is bound to: a brand's host (docs/brands.md).
  rp_id text NOT NULL,
  -- The player's own name for it (default: the device and browser that registered it).
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkey_credentials_player_idx ON passkey_credentials (player_id);

-- A challenge handed out for one ceremony: single-use (deleted when consumed) and short-lived, kept in the
-- database so that any server process (WORKERS=N) can finish a ceremony another one started.
CREATE TABLE passkey_challenges (
  -- The random challenge (base64url), as it comes back inside clientDataJSON.
  challenge text PRIMARY KEY,
  -- 'register' (bound to a player) or 'login' (discoverable credentials: no player yet).
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'verify')),
  player_id bigint REFERENCES players (id) ON DELETE CASCADE,
  rp_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK ((purpose = 'login') = (player_id IS NULL))
);
CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at);
