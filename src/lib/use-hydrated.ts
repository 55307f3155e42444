import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a newly mounted component may show what only the browser knows at once: never on the server (no document),
 * not while the browser hydrates server-rendered HTML (src/main.tsx: beginHydration … markHydrated), else yes.
 */
let settled = typeof document !== 'undefined';

/** Called by src/main.tsx right before it hydrates server-rendered HTML. */
export function beginHydration(): void {
  settled = false;
}

/** Called by src/main.tsx once the hydrating render has committed. */
export function markHydrated(): void {
  settled = true;
}

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true afterwards (and always in a
 * page rendered only in the browser). Parts that depend on what only the browser knows (local storage, the address
 * bar's host, the session) read it so the hydrating render equals the server's HTML (docs/architecture.md "Server-rendered pages": no hydration
 * mismatch). A part hydrated from the server's HTML switches in a transition after hydration: React renders the
 * switches of the whole page in slices that yield to the browser, not in one long task (docs/performance.md: TBT).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(settled);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
