-- The request record of a provider's wallet call keeps what the request was: the SHA-256 of its call path and exact
-- body (server/casino/providers/hub88/wallet-api.ts). A request id reused with another call or body is refused, never
-- answered with the first reply. Rows recorded before have none and replay as before.
ALTER TABLE provider_requests ADD COLUMN request_hash text;

-- Read-only calls (user/info, user/balance) are answered fresh and no longer recorded: their old records are never
-- read again.
DELETE FROM provider_requests WHERE call IN ('user/info', 'user/balance');
