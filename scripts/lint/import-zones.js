/**
 * The import boundaries of the repository (docs/boundaries.md; docs/architecture.md "Folders and aliases"), as
 * ESLint's built-in `no-restricted-imports` rule over the path aliases of tsconfig.json:
 *
 * - a relative import never climbs out of its folder (`./x` for the folder and below, an alias for everything else),
 *   so every import of another folder names that folder and the rules below are plain prefixes;
 * - a feature never imports another feature: `src/features/A/**` ↛ `@site/features/B/…` (what two features share
 *   lives in src/lib or src/components; the app, src/app, wires features together);
 * - `src/lib`, `src/components`, `src/forms` ↛ `@site/features`, `@site/app` (their tests may render through the
 *   app's harness: `@site/app/test-utils` and `@site/app/theme-provider`);
 * - `server/**` ↛ `@site/…` (the server shares code with the site only through `@contracts/…`);
 * - `contracts/**` ↛ `@site/…`, `@server/…`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const CLIMB_MESSAGE =
  'A relative import stays inside its folder: import another folder by its alias (@site/…, @server/…, @contracts/…; docs/architecture.md "Folders and aliases").';
const FEATURE_MESSAGE =
  'A feature never imports another feature (docs/boundaries.md): move what both need to src/lib or src/components, or wire the two in src/app (docs/architecture.md).';
const LAYER_MESSAGE =
  'src/lib, src/components and src/forms never import src/features or src/app (docs/boundaries.md; docs/architecture.md).';
const SERVER_MESSAGE =
  'The server never imports the site (src/**): shared types and rules live in contracts/ (docs/boundaries.md).';
const CONTRACTS_MESSAGE = 'contracts/ is imported by the site and the server and imports neither (docs/boundaries.md).';

const climb = { regex: '^\\.\\./', message: CLIMB_MESSAGE };
const TEST_FILES = ['**/*.test.{ts,tsx}'];
/** The configuration files loaded before tsconfig's paths apply: they import relatively. */
const CONFIG_FILES = ['*.config.ts', 'scripts/vite-plugins.ts'];

const block = (files, patterns, ignores) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns: [climb, ...patterns] }] },
});

const features = readdirSync(join(import.meta.dirname, '../../src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYERS = ['src/lib', 'src/components', 'src/forms'].map((root) => `${root}/**/*.{ts,tsx}`);

export const importZones = [
  block(['**/*.{ts,tsx}'], [], CONFIG_FILES),
  ...features.map((name) =>
    block([`src/features/${name}/**/*.{ts,tsx}`], [{ regex: `^@site/features/(?!${name}(?:/|$))`, message: FEATURE_MESSAGE }]),
  ),
  block(LAYERS, [{ regex: '^@site/(?:features|app)(?:/|$)', message: LAYER_MESSAGE }], TEST_FILES),
  block(
    LAYERS.map((glob) => glob.replace('*.{ts,tsx}', '*.test.{ts,tsx}')),
    [
      { regex: '^@site/features(?:/|$)', message: LAYER_MESSAGE },
      { regex: '^@site/app(?:$|/(?!(?:test-utils|theme-provider)$))', message: LAYER_MESSAGE },
    ],
  ),
  block(['server/**/*.ts'], [{ regex: '^@site(?:/|$)', message: SERVER_MESSAGE }]),
  block(['contracts/**/*.ts'], [{ regex: '^@(?:site|server)(?:/|$)', message: CONTRACTS_MESSAGE }]),
];
