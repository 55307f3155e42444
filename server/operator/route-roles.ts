import type { OperatorRole } from './accounts';

/**
 * Who may call each operator route (docs/operators.md "Roles"): `METHOD pattern` as the route is registered -> the
 * roles allowed. One table for the whole operator API; a route missing from it is refused to everyone (403), and
 * server/operator/route-roles.test.ts fails for any /api/operator/* route without a row. Support only reads; payments
 * handles withdrawals; risk (compliance) the protection view, bets, two-step resets and the audit trail; admin all.
 */
export const OPERATOR_ROUTE_ROLES: Readonly<Record<string, readonly OperatorRole[]>> = {
  'GET /api/operator/withdrawals': ['support', 'payments', 'risk', 'admin'],
  'POST /api/operator/withdrawals/:id/review': ['payments', 'admin'],
  'POST /api/operator/withdrawals/:id/approve': ['payments', 'admin'],
  'POST /api/operator/withdrawals/:id/reject': ['payments', 'admin'],
  'GET /api/operator/bets': ['support', 'payments', 'risk', 'admin'],
  'POST /api/operator/bets/:id/settle': ['risk', 'admin'],
  'GET /api/operator/protection': ['support', 'risk', 'admin'],
  'GET /api/operator/protection/:username': ['support', 'risk', 'admin'],
  'POST /api/operator/protection/:username/notes': ['risk', 'admin'],
  'POST /api/operator/protection/:username/lift': ['risk', 'admin'],
  'POST /api/operator/twostep/:username/disable': ['risk', 'admin'],
  'GET /api/operator/sms': ['support', 'payments', 'risk', 'admin'],
  'POST /api/operator/config/reload': ['admin'],
  // The provider money booked per day: read-only, so support reads it too.
  'GET /api/operator/reconcile': ['support', 'payments', 'risk', 'admin'],
  'GET /api/operator/audit': ['risk', 'admin'],
  'GET /api/operator/audit/export': ['risk', 'admin'],
};

/** The roles that may call `method` `pattern` (HEAD as GET); empty when the table has no row (refused to all). */
export function rolesFor(method: string, pattern: string): readonly OperatorRole[] {
  return OPERATOR_ROUTE_ROLES[`${method === 'HEAD' ? 'GET' : method} ${pattern}`] ?? [];
}
