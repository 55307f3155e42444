import type { FeatureManifest } from '@site/lib/feature-manifest';

/** The auth feature's dialogs: login, sign-up and its welcome (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  dialogs: {
    login: () => import('./components/login-dialog').then((m) => m.LoginDialog),
    register: () => import('./register/components/register-dialog').then((m) => m.RegisterDialog),
    congratulations: () => import('./register/components/congratulations-dialog').then((m) => m.CongratulationsDialog),
  },
};
