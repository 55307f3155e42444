import type { FeatureManifest } from '@site/lib/feature-manifest';

/** The cms feature's dialogs: a promotion and the operator's popup (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  dialogs: {
    promotion: () => import('./components/promotion-dialog').then((m) => m.PromotionDialog),
    popup: () => import('./components/popup-dialog').then((m) => m.PopupDialog),
  },
};
