import { Suspense, lazy, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { PlayBarSlotContext, ProtectionRefreshContext } from '@site/features/casino/play-bar-slot';
import { invalidateProtection } from '@site/features/protection/api/invalidate';
import { DepositDialogSlotContext } from '@site/features/wallet/deposit-dialog-slot';
import { HistoryExportGateContext } from '@site/features/account/history-export-slot';
import { sessionEndNoticeAtom } from '@site/lib/logout-reason';
import { authAtom } from '@site/lib/session';

/*
 * Composes player protection (docs/protection-enforcement.md) into the other features without them importing it: the play bar's slot gets
 * the session clock, the game frame the refresh after a protection refusal, the deposit dialog's slot the deposit-limit
 * offer, the history pages' export button its gate, and a logged-in player gets the reality-check scheduler. All of it
 * loads lazily (but the tiny refresh), so none of it is in the home page's first download.
 */
const LazySessionClock = lazy(() =>
  import('@site/features/protection/components/session-clock').then((m) => ({ default: m.SessionClock })),
);
const LazyDepositOffer = lazy(() =>
  import('@site/features/protection/components/deposit-offer').then((m) => ({ default: m.DepositOffer })),
);
const LazyRealityCheckHost = lazy(() =>
  import('@site/features/protection/components/reality-check-host').then((m) => ({ default: m.RealityCheckHost })),
);

const LazyHistoryExportGate = lazy(() =>
  import('@site/features/protection/components/history-export-gate').then((m) => ({ default: m.HistoryExportGate })),
);

const LazySessionEndedNotice = lazy(() =>
  import('@site/features/protection/components/session-ended-notice').then((m) => ({ default: m.SessionEndedNotice })),
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

/** The game frame's refresh after a protection refusal: every protection view (status, session summary). */
const refreshProtection = (client: QueryClient) => void invalidateProtection(client);

/** Shows the history pages' CSV export only when the compliance profile has it on (docs/player-protection-operator.md). */
const historyExportGate = (button: ReactNode) => (
  <Suspense fallback={null}>
    <LazyHistoryExportGate>{button}</LazyHistoryExportGate>
  </Suspense>
);

/**
 * Fills the play-bar, game-frame, deposit-dialog and history-export slots with the protection feature's pieces.
 */
export function ProtectionSlots({ children }: { children: ReactNode }) {
  return (
    <PlayBarSlotContext.Provider value={<SessionClockSlot />}>
      <ProtectionRefreshContext.Provider value={refreshProtection}>
        <DepositDialogSlotContext.Provider value={<DepositOfferSlot />}>
          <HistoryExportGateContext.Provider value={historyExportGate}>{children}</HistoryExportGateContext.Provider>
        </DepositDialogSlotContext.Provider>
      </ProtectionRefreshContext.Provider>
    </PlayBarSlotContext.Provider>
  );
}

/**
 * The reality-check scheduler, mounted only while a player is logged in; after a logout a protection rule caused, the
 * notice saying why and until when (docs/protection-enforcement.md).
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
