-- Payments (docs/product.md §3, §7): payment methods with the field descriptors the dynamic deposit and withdrawal
-- forms are built from, and payment requests with the record-status and process-status enums of docs/product.md §3.
-- Money is integer kuruş.

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  -- Transaction type of docs/product.md §3: 1 Deposit, 2 Withdraw.
  transaction_type smallint NOT NULL CHECK (transaction_type IN (1, 2)),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  logo text,
  -- 'bank' | 'card' | 'ewallet' | 'crypto': which server-side checks the detail values get.
  kind text NOT NULL CHECK (kind IN ('bank', 'card', 'ewallet', 'crypto')),
  min_kurus bigint NOT NULL CHECK (min_kurus > 0),
  max_kurus bigint NOT NULL,
  -- Field descriptors [{key, mask, objectType, option}] exactly as POST payment/detail returns them.
  fields jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (max_kurus >= min_kurus)
);

CREATE TABLE payment_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  method_id integer NOT NULL REFERENCES payment_methods (id),
  transaction_type smallint NOT NULL CHECK (transaction_type IN (1, 2)),
  amount_kurus bigint NOT NULL CHECK (amount_kurus > 0),
  -- The submitted detail map; card numbers are stored masked (only the last four digits).
  detail jsonb NOT NULL,
  -- Record status (docs/product.md §3): None 0, Confirmed 1, Pending 2, Merged 3, Rejected 4, Cancelled 5, Created 6.
  record_status smallint NOT NULL CHECK (record_status BETWEEN 0 AND 6),
  -- Process status (docs/product.md §3): Processing 1, Completed 2, Cancelled 3, Expired 4.
  process_status smallint NOT NULL CHECK (process_status BETWEEN 1 AND 4),
  -- Opaque id of the demo payment page (/demo/pay/{public_id}); not guessable from the numeric id.
  public_id text NOT NULL UNIQUE,
  -- Language of the player when the request was made: the demo page and the notifications use it.
  locale text NOT NULL DEFAULT 'tr' CHECK (locale IN ('tr', 'en')),
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_requests_player_idx ON payment_requests (player_id, created_at DESC, id DESC);
CREATE INDEX payment_requests_pending_idx ON payment_requests (transaction_type, record_status);
