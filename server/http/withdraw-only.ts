import type { FastifyRequest } from 'fastify';
import { ApiFailure } from './envelope';

/**
 * The calls a withdraw-only session may make (docs/player-protection-operator.md; UKGC LCCP SR 3.5.3: a self-excluded customer must
 * still be able to withdraw his balance): his balance, the withdrawal with its method list and form, cancelling
 * his own pending withdrawal, his histories and their export, the protection status, logout, and the re-authentication a withdrawal to a new
 * payout destination asks for. Everything else
 * behind a login (play, bets, deposits, bonuses, notifications, account changes) is refused with 403.
 */
export const WITHDRAW_ONLY_ROUTES: ReadonlySet<string> = new Set([
  '/api/user/balance',
  '/api/payment/methods',
  '/api/payment/detail',
  '/api/payment/withdraw',
  '/api/payment/cancelwithdrawal',
  '/api/customer/financialhistory',
  '/api/customer/gamehistory',
  '/api/customer/sessionhistory',
  '/api/customer/export',
  '/api/protection/status',
  '/api/auth/logout',
  // The hub ticket: the withdraw-only session keeps its real-time connection (its withdrawal's pushes), as before tickets.
  '/api/user/hubticket',
  // A withdrawal to a new payout destination asks for a re-authentication first (docs/security.md "Step-up").
  '/api/auth/reauth',
]);

/** Throws 403 'protection.withdrawOnly' when a withdraw-only session calls anything else (run after auth). */
export function refuseOutsideWithdrawOnly(request: FastifyRequest): void {
  if (!request.session?.withdrawOnly) return;
  if (WITHDRAW_ONLY_ROUTES.has(request.routeOptions.url ?? '')) return;
  throw new ApiFailure(403, 'protection.withdrawOnly');
}
