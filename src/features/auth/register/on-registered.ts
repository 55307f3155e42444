import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { dialogAtom, type DialogState } from '@site/lib/dialogs';
import { phoneStepAtom, trialBonusAmountAtom, type PhoneStep } from './state';

/** What follows a successful registration (docs/product.md §4 Registration). */
export interface RegisteredStep {
  /** The phone step goes from 0 to 1. */
  phoneStep: PhoneStep;
  /** Without a trial bonus the trial bonus amount is reset to 0. */
  resetTrialBonusAmount: boolean;
  /** With a trial bonus phone validation starts at once; otherwise the celebration screen shows. */
  next: 'phone-verification' | 'celebration';
}

/** Pure rule of docs/product.md §4: `trialBonus` is the submitted checkbox value (1 chosen, 0 not). */
export function registeredStep(trialBonus: 0 | 1): RegisteredStep {
  return trialBonus === 1
    ? { phoneStep: 1, resetTrialBonusAmount: false, next: 'phone-verification' }
    : { phoneStep: 1, resetTrialBonusAmount: true, next: 'celebration' };
}

/**
 * The dialog opened for each follow-up (docs/product.md §4): phone validation is the SMS verify dialog, which opens the
 * celebration screen after a successful verify; otherwise the celebration screen at once.
 */
export const REGISTERED_FOLLOW_UP_DIALOG: Record<RegisteredStep['next'], DialogState> = {
  'phone-verification': { name: 'sms-verify', data: { next: 'congratulations' } },
  celebration: { name: 'congratulations' },
};

/** Applies the docs/product.md §4 follow-up after POST auth/register succeeded and the session started. */
export function useOnRegistered(): (trialBonus: 0 | 1) => RegisteredStep {
  const setPhoneStep = useSetAtom(phoneStepAtom);
  const setTrialBonusAmount = useSetAtom(trialBonusAmountAtom);
  const setDialog = useSetAtom(dialogAtom);
  return useCallback(
    (trialBonus) => {
      const step = registeredStep(trialBonus);
      setPhoneStep(step.phoneStep);
      if (step.resetTrialBonusAmount) setTrialBonusAmount(0);
      setDialog(REGISTERED_FOLLOW_UP_DIALOG[step.next]);
      return step;
    },
    [setPhoneStep, setTrialBonusAmount, setDialog],
  );
}
