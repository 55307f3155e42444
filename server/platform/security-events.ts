import type { Queryable } from '@server/db/db';

/**
 * The security events of players that the audit trail records (docs/operations.md "Audit trail"), by the route that
 * makes them: `METHOD pattern` -> the event. server/operator/audit-plugin.ts hooks exactly these routes and writes one
 * audit_trail row when the call succeeds (2xx), with the player, his address and, where `state` is given, the state
 * it changes read before the handler and after it (never a password, code or token). `burst`: a 429 of this route
 * (its failed-attempt limit reached) is recorded as that event, at most once per address per window.
 * `onlyWhenNamed`: recorded only when the handler names the event (auditNote action), e.g. a withdrawal only when it
 * goes to a payout destination never used.
 */
export interface SecurityEventRule {
  event: string;
  state?: (q: Queryable, playerId: number, body: Record<string, unknown>) => Promise<unknown>;
  burst?: string;
  onlyWhenNamed?: boolean;
}

const phoneOf = async (q: Queryable, playerId: number) =>
  (await q.query<{ phone: string }>('SELECT phone FROM players WHERE id = $1', [playerId]))[0] ?? null;

const factorsOf = async (q: Queryable, playerId: number) =>
  (
    await q.query<{ totp: boolean; passkeys: number; recoveryCodes: number }>(
      `SELECT EXISTS (SELECT 1 FROM player_totp WHERE player_id = $1 AND confirmed_at IS NOT NULL) AS "totp",
              (SELECT count(*)::int FROM passkey_credentials WHERE player_id = $1) AS "passkeys",
              (SELECT count(*)::int FROM player_recovery_codes WHERE player_id = $1 AND used_at IS NULL) AS "recoveryCodes"`,
      [playerId],
    )
  )[0];

const limitOf = async (q: Queryable, playerId: number, body: Record<string, unknown>) =>
  (
    await q.query<{ value: string | null; pendingValue: string | null; pendingEffectiveAt: Date | null }>(
      'SELECT value, pending_value AS "pendingValue", pending_effective_at AS "pendingEffectiveAt" FROM player_limits WHERE player_id = $1 AND type = $2 AND period = $3',
      [playerId, String(body.type ?? ''), String(body.period ?? '')],
    )
  ).map((r) => ({ type: body.type, period: body.period, value: r.value === null ? null : Number(r.value), pendingValue: r.pendingValue === null ? null : Number(r.pendingValue), pendingEffectiveAt: r.pendingEffectiveAt }))[0] ?? { type: body.type, period: body.period, value: null };

const exclusionsOf = async (q: Queryable, playerId: number) =>
  q.query<{ kind: string; period: string; endsAt: Date | null }>(
    'SELECT kind, period, ends_at AS "endsAt" FROM player_exclusions WHERE player_id = $1 AND (ends_at IS NULL OR ends_at > now()) ORDER BY id',
    [playerId],
  );

export const SECURITY_EVENTS: Readonly<Record<string, SecurityEventRule>> = {
  'POST /api/auth/login': { event: 'login', burst: 'login.failedBurst' },
  'POST /api/auth/loginsecondstep': { event: 'login', burst: 'login.failedBurst' },
  'POST /api/auth/passkeylogin': { event: 'login', burst: 'login.failedBurst' },
  // The return after a self-exclusion checks the password like a login, under the login's limits.
  'POST /api/auth/exclusionreturn': { event: 'exclusion.return', burst: 'exclusion.return.failedBurst' },
  'POST /api/customer/changepassword': { event: 'password.change', burst: 'password.failedBurst' },
  'POST /api/auth/changepasswordwithcode': { event: 'password.reset', burst: 'password.failedBurst' },
  'POST /api/customer/updatephone': { event: 'phone.change', state: phoneOf },
  'POST /api/twostep/confirm': { event: 'factor.change', state: factorsOf },
  'POST /api/twostep/disable': { event: 'factor.change', state: factorsOf },
  'POST /api/twostep/recoverycodes': { event: 'factor.change', state: factorsOf },
  'POST /api/customer/passkeyregister': { event: 'factor.change', state: factorsOf },
  'POST /api/customer/passkeyremove': { event: 'factor.change', state: factorsOf },
  'POST /api/protection/setlimit': { event: 'limit.change', state: limitOf },
  'POST /api/protection/confirmlimit': { event: 'limit.change', state: limitOf },
  'POST /api/protection/cancelpending': { event: 'limit.change', state: limitOf },
  'POST /api/protection/exclude': { event: 'exclusion', state: exclusionsOf },
  'POST /api/payment/withdraw': { event: 'payout.newDestination', onlyWhenNamed: true },
};
