/**
 * The site paths a withdraw-only session may open (docs/player-protection-operator.md; the server's list is
 * server/http/withdraw-only.ts): the withdrawal and the histories. Anything else shows the withdraw-only page.
 */
export const WITHDRAW_ONLY_PATHS = [
  '/dashboard/withdraw',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/session-history',
] as const;

/** Whether `pathname` is open to a withdraw-only session. */
export function isWithdrawOnlyPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return (WITHDRAW_ONLY_PATHS as readonly string[]).includes(path);
}
