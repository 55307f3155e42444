-- Lifting a running time-out where the market allows it (compliance.timeOut.operatorLift;
-- docs/player-protection-operator.md "Lifting a time-out"): one operator asks, a different one approves. A request is
-- for one exclusion row; approving it ends the time-out at once. Both steps are also rows of the audit trail.
CREATE TABLE exclusion_lift_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  exclusion_id bigint NOT NULL REFERENCES player_exclusions (id) ON DELETE CASCADE,
  player_id bigint NOT NULL,
  requested_by text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  approved_by text,
  approved_at timestamptz,
  CHECK (approved_by IS NULL OR approved_by <> requested_by)
);
-- At most one open request per exclusion.
CREATE UNIQUE INDEX exclusion_lift_requests_open_idx ON exclusion_lift_requests (exclusion_id) WHERE approved_at IS NULL;
