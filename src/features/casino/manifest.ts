import type { FeatureManifest } from '@site/lib/feature-manifest';

/** The casino feature's dialog: a game over the lobby (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  dialogs: { game: () => import('./components/game-dialog').then((m) => m.GameDialog) },
};
