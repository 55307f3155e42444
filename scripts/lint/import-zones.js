/**
 * The import boundaries of the repository (docs/boundaries.md; docs/architecture.md), as ESLint's built-in
 * `no-restricted-imports` rule, one config block per zone and folder depth:
 *
 * - a feature never imports another feature: `src/features/A/**` ↛ `src/features/B/**` (what two features share
 *   lives in src/lib or src/components; the app, src/app, wires features together);
 * - `src/lib`, `src/components`, `src/forms` ↛ `src/features`, `src/app` (their tests may render through the app's
 *   harness: src/app/test-utils and src/app/theme-provider);
 * - `server/**` ↛ `src/**` (the server shares code with the site only through `contracts/`);
 * - `contracts/**` ↛ `src/**`, `server/**`.
 *
 * Why one block per depth: imports in this repository are relative (no path aliases), and `no-restricted-imports`
 * matches the import string, not the resolved file. A file `d` folders below a zone's root reaches the root with
 * exactly `d` times `../`, so each depth gets the regular expressions that resolve to the forbidden folders from
 * there. The blocks' `files` globs are disjoint (one depth each), so no block overrides another's options.
 * Cost: a string test per import, nothing resolved on disk (lint time stays that of the plain rule set).
 */

/** Deepest folder level below a zone's root that gets a block (the deepest file today is 3 levels below). */
const MAX_DEPTH = 8;

/** `n` times `../` as a regular-expression source. */
const up = (n) => '(?:\\.\\./)'.repeat(n);

/** The TypeScript files exactly `depth` folders below `root` (a repository-relative folder). */
const filesAt = (root, depth, { tests } = { tests: false }) => [
  `${root}/${'*/'.repeat(depth)}*.${tests ? 'test.{ts,tsx}' : '{ts,tsx}'}`,
];

/** One no-restricted-imports block per depth below `root`; `patternsAt(depth)` gives the forbidden patterns. */
function zone(root, minDepth, patternsAt, extra = {}) {
  const blocks = [];
  for (let depth = minDepth; depth <= MAX_DEPTH; depth += 1) {
    blocks.push({
      files: filesAt(root, depth, extra),
      ...(extra.ignores ? { ignores: extra.ignores } : {}),
      rules: { 'no-restricted-imports': ['error', { patterns: patternsAt(depth) }] },
    });
  }
  return blocks;
}

const FEATURE_MESSAGE =
  'A feature never imports another feature (docs/boundaries.md): move what both need to src/lib or src/components, or wire the two in src/app (docs/architecture.md).';
const LAYER_MESSAGE =
  'src/lib, src/components and src/forms never import src/features or src/app (docs/boundaries.md; docs/architecture.md).';
const SERVER_MESSAGE =
  'The server never imports the site (src/**): shared types and rules live in contracts/ (docs/boundaries.md).';
const CONTRACTS_MESSAGE = 'contracts/ is imported by the site and the server and imports neither (docs/boundaries.md).';

/** A file `depth` folders below src/features/<name>/ (depth 1 = in the feature's own folder). */
const featurePatterns = (depth) => [
  // `depth` ups reach src/features: the next folder is a feature (another one, or this one by a detour).
  { regex: `^${up(depth)}[^./]`, message: FEATURE_MESSAGE },
  { regex: `^${up(depth + 1)}features(?:/|$)`, message: FEATURE_MESSAGE },
];

/** A file `depth` folders below src/lib (src/components, src/forms); depth + 1 ups reach src. */
const layerPatterns = (depth, { tests }) => [
  { regex: `^${up(depth + 1)}features(?:/|$)`, message: LAYER_MESSAGE },
  tests
    ? { regex: `^${up(depth + 1)}app/(?!(?:test-utils|theme-provider)$)`, message: LAYER_MESSAGE }
    : { regex: `^${up(depth + 1)}app(?:/|$)`, message: LAYER_MESSAGE },
  { regex: `^${up(depth + 2)}src/(?:features|app)(?:/|$)`, message: LAYER_MESSAGE },
];

const TEST_FILES = ['**/*.test.{ts,tsx}'];

export const importZones = [
  ...zone('src/features', 1, featurePatterns),
  ...['src/lib', 'src/components', 'src/forms'].flatMap((root) => [
    ...zone(root, 0, (depth) => layerPatterns(depth, { tests: false }), { ignores: TEST_FILES }),
    ...zone(root, 0, (depth) => layerPatterns(depth, { tests: true }), { tests: true }),
  ]),
  ...zone('server', 0, (depth) => [{ regex: `^${up(depth + 1)}src(?:/|$)`, message: SERVER_MESSAGE }]),
  ...zone('contracts', 0, (depth) => [{ regex: `^${up(depth + 1)}(?:src|server)(?:/|$)`, message: CONTRACTS_MESSAGE }]),
];
