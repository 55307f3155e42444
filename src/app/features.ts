import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { DialogName } from '@site/lib/dialogs';
import type { FeatureManifest } from '@site/lib/feature-manifest';
import type { NotificationType } from '@site/lib/query-keys';

/** Every feature's manifest (src/features/<feature>/manifest.ts), by the feature's folder name. */
const manifests: Record<string, FeatureManifest> = Object.fromEntries(
  Object.entries(import.meta.glob<FeatureManifest>('../features/*/manifest.ts', { eager: true, import: 'manifest' })).map(
    ([file, manifest]) => [file.split('/')[2], manifest],
  ),
);

/**
 * The dialogs of all features, by name (docs/architecture.md "Feature manifests"). Throws at start-up when two
 * features claim the same dialog: which one would open is not something to leave to load order.
 */
export function featureDialogs(from: Record<string, FeatureManifest> = manifests): Partial<Record<DialogName, () => Promise<ComponentType>>> {
  const dialogs: Partial<Record<DialogName, () => Promise<ComponentType>>> = {};
  const owner = new Map<DialogName, string>();
  for (const [feature, manifest] of Object.entries(from)) {
    for (const [name, load] of Object.entries(manifest.dialogs ?? {}) as [DialogName, () => Promise<ComponentType>][]) {
      const other = owner.get(name);
      if (other) throw new Error(`dialog '${name}' is declared by the features ${other} and ${feature}`);
      owner.set(name, feature);
      dialogs[name] = load;
    }
  }
  return dialogs;
}

/** The features' push-fed queries, by notification type, in feature order (src/app/push-views.ts adds the app's own). */
export function featurePushViews(from: Record<string, FeatureManifest> = manifests): Record<NotificationType, QueryKey[]> {
  const views: Record<NotificationType, QueryKey[]> = { 1: [], 2: [], 3: [], 4: [], 5: [] };
  for (const manifest of Object.values(from)) {
    for (const [type, keys] of Object.entries(manifest.pushViews ?? {})) views[Number(type) as NotificationType].push(...(keys ?? []));
  }
  return views;
}
