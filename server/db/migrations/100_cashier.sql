-- Cashier (docs/wallet.md): processing time and fee per payment method, the status
-- timeline of payment requests, the saved payment details of a player and his bank-transfer reference.
-- Money is integer kuruş.

-- Optional per method; NULL = the provider does not say (the site then shows neither).
-- processing: {"unit": "instant" | "minutes" | "hours" | "businessDays", "min": int, "max": int}
-- fee: {"fixedKurus": int >= 0, "percent": number >= 0}
ALTER TABLE payment_methods ADD COLUMN processing jsonb;
ALTER TABLE payment_methods ADD COLUMN fee jsonb;

-- One row per status change of a request, in time order: the withdrawal timeline shown to the player.
-- status: 'requested' | 'in_review' | 'approved' | 'rejected' | 'cancelled'; reason: the operator's (rejected only).
CREATE TABLE payment_request_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id bigint NOT NULL REFERENCES payment_requests (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('requested', 'in_review', 'approved', 'rejected', 'cancelled')),
  reason text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_request_events_request_idx ON payment_request_events (request_id, at, id);

-- Withdrawals made before this migration: their request and, when settled, the final state at updated_at.
INSERT INTO payment_request_events (request_id, status, at)
  SELECT id, 'requested', created_at FROM payment_requests WHERE transaction_type = 2;
INSERT INTO payment_request_events (request_id, status, reason, at)
  SELECT id, CASE record_status WHEN 1 THEN 'approved' WHEN 4 THEN 'rejected' ELSE 'cancelled' END, note, updated_at
  FROM payment_requests WHERE transaction_type = 2 AND record_status IN (1, 4, 5);

-- The last details a player used, one per kind, offered again in the dialogs (only to that player).
-- kind 'iban': value {"iban": "TR…"}; kind 'card': value {"last4": "1234", "expiry": "MM/YY"} (never the card number).
CREATE TABLE player_payment_details (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('iban', 'card')),
  value jsonb NOT NULL,
  -- What the player sees, e.g. 'TR12 •••• •••• 1234' or '•••• 4242' (contracts/domain/payment-masks.ts).
  masked text NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (player_id, kind)
);

-- The reference a player writes in a bank transfer's description so the operator can match it (stable per player).
CREATE TABLE player_payment_references (
  player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE
);
