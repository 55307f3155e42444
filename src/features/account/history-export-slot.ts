import { createContext, type ReactNode } from 'react';

/**
 * The gate around the history pages' "Export CSV" button (docs/player-protection-operator.md "CSV exports": a market whose compliance
 * profile has the export off shows no button). The protection feature knows the profile; the app sets this to its
 * gate (src/app/layout/protection-bridge.tsx), so the dashboard does not import protection: it wraps the button and
 * renders it or nothing. Without a gate the button is not offered.
 */
export const HistoryExportGateContext = createContext<(button: ReactNode) => ReactNode>(() => null);
