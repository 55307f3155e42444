import { atom } from 'jotai';

/**
 * Trial bonus amount in lira, held in shared state (docs/product.md §3). The Sign Up form shows the trial-bonus checkbox only
 * when it is above 0. Defaults to 0: no site code reads GET bonus/trialbonusamount into it.
 */
export const trialBonusAmountAtom = atom(0);

/** Phone verification step of the registration flow (docs/product.md §3: 0, 1 or 2; §4: a successful register moves 0 → 1). */
export type PhoneStep = 0 | 1 | 2;
export const phoneStepAtom = atom<PhoneStep>(0);
