import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { authAtom } from '@site/lib/session';
import { useProtectionStatus } from '@site/features/protection/api/status';

/**
 * Renders its children (the history pages' export button) only when the logged-in player's compliance profile has
 * the history export on (docs/player-protection-operator.md, from protection/status); nothing while loading or logged out.
 */
export function HistoryExportGate({ children }: { children: ReactNode }) {
  const enabled = useProtectionStatus(useAtomValue(authAtom)?.token).data?.profile.historyExport.enabled;
  return enabled ? children : null;
}
