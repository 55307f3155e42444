import { Suspense, lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { PlayBarSlotContext } from '../../features/casino/play-bar-slot';
import { DepositDialogSlotContext } from '../../features/wallet/deposit-dialog-slot';
import { sessionEndNoticeAtom } from '../../lib/logout-reason';
import { authAtom } from '../../lib/session';

/*
 * Composes player protection (issue 11) into the other features without them importing it: the play bar's slot gets
 * the session clock, the deposit dialog's slot the deposit-limit offer, and a logged-in player gets the reality-check
 * scheduler. All of it loads lazily, so none of it is in the home page's first download.
 */
const LazySessionClock = lazy(() =>
  import('../../features/protection/components/session-clock').then((m) => ({ default: m.SessionClock })),
);
const LazyDepositOffer = lazy(() =>
  import('../../features/protection/components/deposit-offer').then((m) => ({ default: m.DepositOffer })),
);
const LazyRealityCheckHost = lazy(() =>
  import('../../features/protection/components/reality-check-host').then((m) => ({ default: m.RealityCheckHost })),
);

const LazySessionEndedNotice = lazy(() =>
  import('../../features/protection/components/session-ended-notice').then((m) => ({ default: m.SessionEndedNotice })),
);

function SessionClockSlot() {
  return (
    <Suspense fallback={null}>
      <LazySessionClock />
    </Suspense>
  );
}

function DepositOfferSlot() {
  return (
    <Suspense fallback={null}>
      <LazyDepositOffer />
    </Suspense>
  );
}

/** Fills the play-bar and deposit-dialog slots with the protection feature's pieces. */
export function ProtectionSlots({ children }: { children: ReactNode }) {
  return (
    <PlayBarSlotContext.Provider value={<SessionClockSlot />}>
      <DepositDialogSlotContext.Provider value={<DepositOfferSlot />}>{children}</DepositDialogSlotContext.Provider>
    </PlayBarSlotContext.Provider>
  );
}

/**
 * The reality-check scheduler, mounted only while a player is logged in; after a logout a protection rule caused, the
 * notice saying why and until when (issue 17).
 */
export function ProtectionBridge() {
  const token = useAtomValue(authAtom)?.token;
  const notice = useAtomValue(sessionEndNoticeAtom);
  if (!token) {
    return notice ? (
      <Suspense fallback={null}>
        <LazySessionEndedNotice />
      </Suspense>
    ) : null;
  }
  return (
    <Suspense fallback={null}>
      <LazyRealityCheckHost key={token} />
    </Suspense>
  );
}
