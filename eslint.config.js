// ESLint (flat config): typescript-eslint's recommended rules, React's hooks rules on the client, and the layer
// boundaries of decision 0001 (eslint/layer-boundaries.js). Formatting is Prettier's job, not ESLint's.
// Why these rules and not others: docs/decisions/0008-lint-format-validate.md.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layerBoundaries from './eslint/layer-boundaries.js';

/** One import style for src/shared on both sides: the @shared alias, never a relative climb into it. */
const SHARED_ALIAS = { regex: '^(\\.\\./)+(src/)?shared/', message: "Import src/shared as '@shared/…'." };

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'reports/', 'coverage/', 'test-results/', 'playwright-report/', 'drizzle/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'local/layer-boundaries': 'error',
      // TypeScript's strict mode is the type gate; `any` marks deliberate untyped seams (walking an error's cause
      // chain, request generics, parsed JSON in tests) and stays visible in review.
      '@typescript-eslint/no-explicit-any': 'off',
      // `_`-prefixed names are deliberately unused (destructuring a field away, a required callback parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // One import style for src/shared on both sides: the @shared alias, never a relative climb into it.
    files: [
      'src/client/**/*.{ts,tsx}',
      'src/server/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      'tools/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_ALIAS] }],
    },
  },
  {
    // On the client, relative imports stay inside one feature or folder; anything further is '@client/…' (one
    // climb at most). This block replaces the rule's options for src/client, so it repeats the @shared pattern.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SHARED_ALIAS,
            {
              regex: '^(\\.\\./){2,}(?!\\.\\./|(src/)?shared/)',
              message: "Import another client folder or feature as '@client/…', not by climbing '../../'.",
            },
          ],
        },
      ],
    },
  },
  {
    // No import circle anywhere in src (issue 30): a circle makes load order matter and hides which part owns what.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx,js}', 'public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The two classic Rules of Hooks. The plugin's React Compiler rules (set-state-in-effect, refs, purity, …) are
    // for code compiled by React Compiler, which this project does not use; see decision 0008.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
]);
