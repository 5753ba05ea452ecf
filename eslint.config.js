import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** The web app's layers import one way: lib and components, then entities (shared reads), then features, then app. */
const webBoundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noFeatures = { group: ['@/features/*', '../features/*'], message: 'Shared code (lib, components, entities) must not depend on a feature.' };
const noEntities = { group: ['@/entities/*'], message: 'lib and components know no data: reads shared by features live in entities/.' };
const noApp = { group: ['@/app/*'], message: 'Only the app layer composes features; import in the other direction.' };
const noOtherFeature = { group: ['@/features/*'], message: 'Features do not import each other: compose them in app/, share through lib/ or components/.' };

/**
 * The server's modules are used only through their index.ts, form no circle, and lib/ knows none of
 * them. A module's tables.ts alone may name another module's table, for a foreign key.
 */
const SERVER_SOURCE = 'apps/server/src';
const SERVER_MODULES = readdirSync(new URL(`./${SERVER_SOURCE}/modules`, import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const serverModuleZones = (shared) =>
  SERVER_MODULES.map((name) => ({
    target: `${SERVER_SOURCE}/modules/${name}/**`,
    from: `${SERVER_SOURCE}/modules/!(${name})/**`,
    except: shared.map((file) => `**/modules/*/${file}`),
    message: 'Another module is used only through its index.ts, by functions named for what they mean: its files and tables are its own.',
  }));
const serverBoundaries = (except) => ({
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    // The files a cycle runs through are read as TypeScript too.
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/extensions': ['.ts', '.js'],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...serverModuleZones(except),
          { target: `${SERVER_SOURCE}/lib/**`, from: `${SERVER_SOURCE}/modules/**`, message: 'lib/ is plumbing every module uses: it imports no module.' },
        ],
      },
    ],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
});

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
  {
    files: [`${SERVER_SOURCE}/**/*.ts`, 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts', `${SERVER_SOURCE}/modules/*/tables.ts`],
    ...serverBoundaries(['index.ts']),
  },
  { files: [`${SERVER_SOURCE}/modules/*/tables.ts`], ...serverBoundaries(['index.ts', 'tables.ts']) },
);
