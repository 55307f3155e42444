-- Operators are people (docs/operators.md "Operator accounts"): each has a name, one role and a password of his own,
-- stored as an argon2id hash (server/auth/password.ts). Revoking keeps the row (the audit trail names him) and ends
-- his access at once: every operator call authenticates against this table.
CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (name ~ '^[a-z0-9._@-]{2,60}$'),
  role text NOT NULL CHECK (role IN ('support', 'payments', 'risk', 'admin')),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  revoked_at timestamptz,
  revoked_by text
);
CREATE UNIQUE INDEX operators_name_idx ON operators (name);
