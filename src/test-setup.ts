import '@testing-library/jest-dom/vitest';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { buildSnapshot, brandForHost } from '@server/site-config/load';
import { bootOf } from '@server/site-config/render';
import { installBoot } from './lib/boot';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Route modules load lazily; on a loaded 2-core CI machine their first transform can take well over the default
// 1 s that findBy*/waitFor wait. The assertions are unchanged, they only get time to come true.
configure({ asyncUtilTimeout: 5000 });

// The boot data the server would send for the default brand (docs/brands.md), computed by the server's own loader
// from config/, so src/lib/config.ts and src/lib/brand.ts read what production reads.
const { snapshot } = buildSnapshot(join(import.meta.dirname, '..'));
installBoot(bootOf(brandForHost(snapshot, undefined), snapshot.configVersion));
