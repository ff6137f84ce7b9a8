// One lint setup for the whole workspace. The import boundaries of CONVENTIONS.md are enforced
// here, not left to good intentions: contract knows no React and no MSW, mock-server knows no
// React, web reaches the backend only through @playfront/contract, features never import each
// other (they meet in web/src/app), and the shared layers below them import neither.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { existsSync, readdirSync } from 'node:fs'

const featuresDir = new URL('./web/src/features', import.meta.url)
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

const sharedLayers = ['lib', 'components', 'hooks', 'stores'].map((layer) => `./web/src/${layer}`)

// Every first-party file; the test projects that share modules repeat it beside their own rule.
const noBarrelFiles = {
  selector: 'ExportAllDeclaration',
  message: 'No barrel files: import the file you mean.',
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'contract/generated/**',
      'web/public/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Lint fixtures break the rules on purpose; tests/lint/*.test.ts lint them with ignore off.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        URL: 'readonly',
        process: 'readonly',
        console: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
  },
  {
    // CommonJS config files read by tools that take no ES module (dependency-cruiser).
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly' },
    },
  },
  {
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Import cycles are `pnpm lint:cycles`' (dependency-cruiser, type imports included):
      // import-x/no-cycle walked the same graph again, 70% of eslint's time (decision 068).
      'no-restricted-syntax': ['error', noBarrelFiles],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'msw',
                'msw/*',
                '@msw/*',
                '@playfront/mock-server*',
                '@playfront/web*',
              ],
              message: 'contract/ knows no React, no MSW and no other package of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@playfront/web*'],
              message: 'mock-server/ knows no React and no web code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // web/src/testing is imported by tests only, never by the app.
    ignores: ['web/src/dev/**', 'web/src/testing/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@preact/signals-react',
              message: 'Signals live in stores/: import our store module, not the library.',
            },
            {
              name: '@preact/signals-react/runtime',
              message: 'Components read stores through their hooks (stores/use-store.ts).',
            },
            {
              name: '@preact/signals-core',
              message: 'Signals live in stores/ and come from @preact/signals-react.',
            },
          ],
          patterns: [
            {
              group: ['msw', 'msw/*', '@msw/*', '@playfront/mock-server*'],
              message:
                'The production app holds no mock code; only web/src/dev may import the mock.',
            },
            {
              group: ['openapi-fetch'],
              message: 'web/ reaches the backend only through @playfront/contract.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: featureZones
            .map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [`./${name}`],
              message: 'Features do not import each other; compose them in web/src/app.',
            }))
            .concat([
              {
                target: './web/src/features',
                from: './web/src/app',
                message: 'Features do not import the app layer.',
              },
              {
                target: sharedLayers,
                from: ['./web/src/features', './web/src/app'],
                message:
                  'Shared code (lib, components, hooks, stores) imports no feature and no app file.',
              },
            ]),
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['web/src/**/*.tsx'],
  },
  {
    files: [
      'web/src/stores/**/*.{ts,tsx}',
      'web/src/**/stores/**/*.{ts,tsx}',
      'web/src/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // These projects' test files share their modules in a worker (isolate: false, decision 066):
    // a module or global swapped in one file would stay swapped for the next.
    files: [
      'mock-server/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'web/server/**/*.test.ts',
      'web/src/server/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        noBarrelFiles,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv|resetModules)$/]",
          message:
            'This project shares modules between test files (decision 066): pass the module in, or move the test to an isolated project.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
