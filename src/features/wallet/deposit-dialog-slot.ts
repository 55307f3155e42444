import { createContext, type ReactNode } from 'react';

/**
 * Content above the deposit form that another feature provides (docs/protection-enforcement.md: the deposit-limit offer and link).
 * The app sets it; the wallet feature only renders what it is given, so features stay apart.
 */
export const DepositDialogSlotContext = createContext<ReactNode>(null);
