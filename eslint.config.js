import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's layers import one way: lib and components, then entities (shared reads), then features, then app. */
const webBoundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noFeatures = { group: ['@/features/*', '../features/*'], message: 'Shared code (lib, components, entities) must not depend on a feature.' };
const noEntities = { group: ['@/entities/*'], message: 'lib and components know no data: reads shared by features live in entities/.' };
const noApp = { group: ['@/app/*'], message: 'Only the app layer composes features; import in the other direction.' };
const noOtherFeature = { group: ['@/features/*'], message: 'Features do not import each other: compose them in app/, share through lib/ or components/.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['zod', '@hookform/resolvers/zod'].map((name) => ({ name, allowTypeImports: true, message: 'Import it from @/lib/zod, which sets zod up for the pages’ CSP.' })),
      ],
    },
  },
  { files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'], rules: webBoundaries([noFeatures, noEntities, noApp]) },
  { files: ['apps/web/src/entities/**/*.{ts,tsx}'], rules: webBoundaries([noFeatures, noApp]) },
  // A feature reaches its own files by relative paths, so any `@/features/` import is another feature.
  { files: ['apps/web/src/features/**/*.{ts,tsx}'], rules: webBoundaries([noOtherFeature, noApp]) },
);
