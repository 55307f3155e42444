import { Suspense, lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import { authAtom } from '@site/lib/session';
import { isWithdrawOnlyPath } from '@site/features/protection/exclusion-access';

// Only a self-excluded player's session needs these views; they load with it, not with every page (docs/performance.md).
const WithdrawOnlyBanner = lazy(() => import('./withdraw-only-view').then((m) => ({ default: m.WithdrawOnlyBanner })));
const WithdrawOnlyHome = lazy(() => import('./withdraw-only-view').then((m) => ({ default: m.WithdrawOnlyHome })));

/**
 * Withdraw-only access of a self-excluded player (docs/player-protection-operator.md). For such a session the page area shows a
 * banner saying so, and every page but the withdrawal and the histories is replaced by a short home with the
 * balance and the ways out (withdraw, history, log out). The server refuses everything else anyway
 * (server/http/withdraw-only.ts); this keeps games, deposits, bonuses and offers out of sight.
 */
export function WithdrawOnlyGate({ children }: { children: ReactNode }) {
  const auth = useAtomValue(authAtom);
  const { pathname } = useLocation();
  if (!auth?.withdrawOnly) return children;
  return (
    <>
      <Suspense fallback={null}>
        <WithdrawOnlyBanner />
      </Suspense>
      {isWithdrawOnlyPath(pathname) ? (
        children
      ) : (
        <Suspense fallback={null}>
          <WithdrawOnlyHome token={auth.token} />
        </Suspense>
      )}
    </>
  );
}
