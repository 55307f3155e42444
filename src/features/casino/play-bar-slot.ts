import { createContext, type ReactNode } from 'react';

/**
 * Extra content of the play bar that another feature provides (issue 11: the session clock and net position).
 * The app sets it; the casino feature only renders what it is given, so features stay apart.
 */
export const PlayBarSlotContext = createContext<ReactNode>(null);
