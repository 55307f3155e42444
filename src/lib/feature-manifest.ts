import type { ComponentType } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { DialogName } from './dialogs';
import type { NotificationType } from './query-keys';

/**
 * What a feature contributes to the app, declared in its own `src/features/<feature>/manifest.ts`
 * (docs/architecture.md "Feature manifests"); src/app/features.ts collects every manifest and the app iterates them,
 * so adding a dialog or a push-fed view touches only the feature. A manifest is loaded with the app's first chunk:
 * it holds names, keys and loaders, never a component (each dialog is its own chunk).
 */
export interface FeatureManifest {
  /** The dialogs the feature owns, by name: the loader of each dialog's component (src/app/dialogs-host.tsx). */
  dialogs?: Partial<Record<DialogName, () => Promise<ComponentType>>>;
  /** The feature's queries a notification push of each type makes stale (src/app/push-views.ts). */
  pushViews?: Partial<Record<NotificationType, readonly QueryKey[]>>;
}
