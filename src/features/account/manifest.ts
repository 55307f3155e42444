import type { FeatureManifest } from '@site/lib/feature-manifest';
import { BONUSES_KEY, FINANCIAL_HISTORY_KEY, GAME_HISTORY_KEY } from './api/keys';

/** The account feature's dialogs and push-fed views (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  dialogs: {
    recovery: () => import('./components/recovery-dialog').then((m) => m.RecoveryDialog),
    phone: () => import('./components/phone-dialog').then((m) => m.PhoneDialog),
    'sms-verify': () => import('./components/sms-verify-dialog').then((m) => m.SmsVerifyDialog),
    'change-password': () => import('./components/change-password-dialog').then((m) => m.ChangePasswordDialog),
  },
  pushViews: { 1: [FINANCIAL_HISTORY_KEY], 2: [FINANCIAL_HISTORY_KEY], 4: [BONUSES_KEY], 5: [GAME_HISTORY_KEY] },
};
