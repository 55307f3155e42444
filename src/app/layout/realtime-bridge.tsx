import { Suspense, lazy, useState } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom } from '@site/lib/session';

const RealtimeConnection = lazy(() => import('./realtime-connection').then((m) => ({ default: m.RealtimeConnection })));

/**
 * The real-time connection of a logged-in player (./realtime-connection.tsx: hub connection, pushed notifications,
 * reconnecting banner). A visitor never needs it, so its code loads with the first player session of the page
 * instead of with every page (docs/performance.md: home first-load JS within 180 KB); from then on it stays mounted,
 * so a logout ends the connection and sets its state exactly as before, and a new login reuses it.
 */
export function RealtimeBridge() {
  const loggedIn = Boolean(useAtomValue(authAtom)?.token);
  const [needed, setNeeded] = useState(loggedIn);
  if (loggedIn && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <RealtimeConnection />
    </Suspense>
  ) : null;
}
