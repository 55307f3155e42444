import type { FeatureManifest } from '@site/lib/feature-manifest';
import { PROTECTION_KEY } from './api/keys';

/** The protection feature's push-fed view: the deposit-limit usage (docs/architecture.md "Feature manifests"). */
export const manifest: FeatureManifest = {
  pushViews: { 1: [PROTECTION_KEY], 2: [PROTECTION_KEY] },
};
