import type { FeatureManifest } from '@site/lib/feature-manifest';
import { CASHIER_KEY } from './api/keys';

/** The wallet feature's dialogs and push-fed views (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  dialogs: {
    deposit: () => import('./components/deposit-dialog').then((m) => m.DepositDialog),
    withdraw: () => import('./components/withdraw-dialog').then((m) => m.WithdrawDialog),
  },
  pushViews: { 2: [CASHIER_KEY] },
};
