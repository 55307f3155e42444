-- Step-up re-authentication and the payout cooling hold (docs/security.md "Step-up", docs/wallet.md "Cooling hold").
-- reauth_at: when the session's player last proved his password again (POST auth/reauth); the step-up guard
-- (server/auth/step-up.ts) accepts a call when this, or the login itself, is within the window.
ALTER TABLE sessions ADD COLUMN reauth_at timestamptz;

-- held_until: a withdrawal to a payout destination the player never used waits until then (by the database clock)
-- before the operator may approve it; null = not held. The money is debited when the request is made, as for any
-- pending withdrawal.
ALTER TABLE payment_requests ADD COLUMN held_until timestamptz;
