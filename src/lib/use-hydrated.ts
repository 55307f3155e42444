import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true afterwards (and always in a
 * page rendered only in the browser). Parts that depend on what only the browser knows (local storage, the address
 * bar's host, the session) read it so the hydrating render equals the server's HTML (issue 21 item 1: no hydration
 * mismatch); React renders them again right after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
