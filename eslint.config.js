import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

/**
 * Layers point one way (docs/architecture.md): lib, components, api and mocks sit below features,
 * features below app, and a feature never imports another feature.
 */
const featureFolders = readdirSync(new URL('./src/features', import.meta.url))

const layerRule = (files, forbidden, message) => ({
  files,
  // Tests may use the mock server to stand in for the network.
  ignores: ['**/*.test.*'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
})

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'public/mockServiceWorker.js', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Among the costliest rules here (it looks up every identifier's declaration for a JSDoc tag):
      // 5.4 s of rule time in ESLint's TIMING, on a clean lint of 35-50 s that ran past a CI time
      // limit. Editors and tsc's suggestions mark deprecated APIs where they are written, and nothing
      // in the tree uses one.
      '@typescript-eslint/no-deprecated': 'off',
      // `const { omitted, ...rest } = value` is how an object loses a key.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.strict,
  ...pluginQuery.configs['flat/recommended-strict'],
  layerRule(
    ['src/lib/**'],
    ['**/features/**', '**/app/**', '**/mocks/**'],
    'lib/ sits below features/ and app/.',
  ),
  layerRule(
    ['src/components/**'],
    ['**/features/**', '**/app/**', '**/mocks/**'],
    'components/ sits below features/ and app/.',
  ),
  layerRule(
    ['src/api/**'],
    ['**/features/**', '**/app/**', '**/mocks/**'],
    'api/ sits below features/ and app/.',
  ),
  ...featureFolders.map((feature) =>
    layerRule(
      [`src/features/${feature}/**`],
      [
        '**/app/**',
        ...featureFolders
          .filter((other) => other !== feature)
          .flatMap((other) => [`**/features/${other}/**`, `../${other}/**`]),
      ],
      'features/ may not import app/ or another feature: what two features share belongs in api/, components/ or lib/.',
    ),
  ),
  layerRule(['src/mocks/**'], ['**/features/**', '**/app/**'], 'mocks/ may not import the app.'),
)
