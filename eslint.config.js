import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importZones } from './scripts/lint/import-zones.js';

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'data', 'node_modules', 'src/generated', 'contracts/api', 'contracts/types', 'server/db/generated', 'test-results', 'playwright-report', '.tmp'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // One styling idiom for the site's components (docs/architecture.md "Styling"): object styles through the css prop.
  // The typescript-eslint twin of no-restricted-imports, so the import zones' own no-restricted-imports blocks below
  // (which replace that rule's options per folder) leave this ban in force.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@emotion/styled', message: 'Style components with object styles in the css prop (docs/architecture.md "Styling").' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression[tag.name='css']",
          message: 'Write css({ ... }) with an object, not a css`` template (docs/architecture.md "Styling").',
        },
      ],
    },
  },
  // Import boundaries (docs/boundaries.md; docs/architecture.md): which folder may import which.
  ...importZones,
);
