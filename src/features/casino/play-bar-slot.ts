import { createContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Extra content of the play bar that another feature provides (docs/protection-enforcement.md: the session clock and net position).
 * The app sets it; the casino feature only renders what it is given, so features stay apart.
 */
export const PlayBarSlotContext = createContext<ReactNode>(null);

/**
 * What the game frame does when its game reports that the server refused play for a protection reason (docs/protection-enforcement.md):
 * refresh the protection views (a fresh status brings up a due reality check at once). The app sets it to the
 * protection feature's refresh (src/app/layout/protection-bridge.tsx); without it nothing is refreshed.
 */
export const ProtectionRefreshContext = createContext<(client: QueryClient) => void>(() => undefined);
