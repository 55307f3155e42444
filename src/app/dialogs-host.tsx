import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useAtomValue } from 'jotai';
import { LoadingVeil } from '@site/components/loading-veil';
import { dialogAtom, type DialogName } from '@site/lib/dialogs';
import { usePainted } from '@site/lib/after-paint';

/*
 * Dialog name → lazily loaded component. Each dialog is its own chunk, so the form renderer (RJSF) and its widgets
 * load only when a dialog opens, never with the home page. The components take no props: they read their data from
 * dialogAtom and close it themselves. A new dialog registers here.
 */
const registry: Partial<Record<DialogName, LazyExoticComponent<ComponentType>>> = {
  login: lazy(() => import('@site/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog }))),
  register: lazy(() => import('@site/features/auth/register/components/register-dialog').then((m) => ({ default: m.RegisterDialog }))),
  game: lazy(() => import('@site/features/casino/components/game-dialog').then((m) => ({ default: m.GameDialog }))),
  recovery: lazy(() => import('@site/features/account/components/recovery-dialog').then((m) => ({ default: m.RecoveryDialog }))),
  phone: lazy(() => import('@site/features/account/components/phone-dialog').then((m) => ({ default: m.PhoneDialog }))),
  'sms-verify': lazy(() => import('@site/features/account/components/sms-verify-dialog').then((m) => ({ default: m.SmsVerifyDialog }))),
  'change-password': lazy(() =>
    import('@site/features/account/components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
  ),
  congratulations: lazy(() =>
    import('@site/features/auth/register/components/congratulations-dialog').then((m) => ({ default: m.CongratulationsDialog })),
  ),
  promotion: lazy(() => import('@site/features/cms/components/promotion-dialog').then((m) => ({ default: m.PromotionDialog }))),
  popup: lazy(() => import('@site/features/cms/components/popup-dialog').then((m) => ({ default: m.PopupDialog }))),
  deposit: lazy(() => import('@site/features/wallet/components/deposit-dialog').then((m) => ({ default: m.DepositDialog }))),
  withdraw: lazy(() => import('@site/features/wallet/components/withdraw-dialog').then((m) => ({ default: m.WithdrawDialog }))),
};

/**
 * Renders the one open dialog of dialogAtom (docs/product.md §2: one at a time; opening one closes the others, because the
 * atom holds a single name). The click that opens a dialog is answered at once (docs/performance.md: under 100 ms at 4×
 * CPU slowdown): the frame after it shows the veil with a spinner, and only after that frame has been painted does
 * the dialog's chunk load (the form renderer is ~110 KB gzip) and its first render run. The veil stays while the
 * chunk loads.
 */
export function DialogsHost() {
  const dialog = useAtomValue(dialogAtom);
  const painted = usePainted(dialog?.name);
  const Component = dialog ? registry[dialog.name] : undefined;
  if (!dialog || !Component) return null;
  const veil = <LoadingVeil />;
  if (!painted) return veil;
  return (
    <Suspense fallback={veil}>
      <Component key={dialog.name} />
    </Suspense>
  );
}
