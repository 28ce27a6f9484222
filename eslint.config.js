import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import boundaries from 'eslint-plugin-boundaries';
import playwright from 'eslint-plugin-playwright';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';

const SOURCE_FILES = '**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}';

/**
 * The layers (docs/architecture.md#layers): app and routes compose screens and features; a screen composes
 * features and never imports another screen (Home embeds two, named below); a feature never imports another
 * feature or a screen; shared code (components, hooks, config, lib, locales) never imports a feature, a
 * screen, app or routes, except that the message catalogue (config/messages.ts) gathers each folder's words.
 * Nothing in src imports the mock API, except main.tsx starting it in demo builds. The service worker is its
 * own program: it imports its own folder, the runtime config's path and the window-free saved-searches code its
 * background room check needs, and only the app imports its messages.
 */
const boundaryElements = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'routes', pattern: 'src/routes', partialMatch: false },
  { type: 'screen', pattern: 'src/screens/*', capture: ['screen'], partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'], partialMatch: false },
  // locales holds the translations (PO files), loaded by lib/i18n.
  { type: 'shared', pattern: 'src/(components|hooks|config|lib|locales)', partialMatch: false },
  { type: 'mocks', pattern: 'mocks', partialMatch: false },
  // A program of its own that runs in the service worker, not the page (docs/offline.md#worker).
  { type: 'service-worker', pattern: 'src/service-worker', partialMatch: false },
  // Last, so it takes only what the folders above do not: the files at src's root (main.tsx, routeTree.gen.ts).
  { type: 'entry', pattern: 'src', partialMatch: false },
];

const sharedOnly = { to: { element: { type: 'shared' } } };
/** Each feature's and screen's words in English (docs/languages.md#adding-a-message): text, and no imports. */
const FOLDER_MESSAGES = 'src/{features,screens}/*/messages.ts';
const boundaryPolicies = [
  { from: { element: { type: 'shared' } }, allow: sharedOnly },
  // The catalogue is put together from every folder's words. Nothing in the page imports it but its types (the
  // build compiles it), so no feature's or screen's code comes with it.
  { from: { file: { path: 'src/config/messages.ts' } }, allow: { to: { file: { path: FOLDER_MESSAGES } } } },
  // The worker shares its message names with the page and reads the runtime config's path; nothing else.
  {
    from: { element: { type: 'service-worker' } },
    allow: [
      { to: { element: { type: 'service-worker' } } },
      { to: { file: { path: 'src/config/runtime-config-path.ts' } } },
      // The background room check (docs/saved-searches.md#alerts) reads the saved searches' window-free storage
      // and rules, and parses the room list as the page does.
      { to: { element: { type: 'feature', captured: { feature: 'saved-searches' } } } },
      { to: { file: { path: 'src/features/rooms/api/read-rooms.ts' } } },
    ],
  },
  {
    from: { element: { type: 'feature' } },
    allow: [
      sharedOnly,
      // Its own files only, never another feature's.
      { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
    ],
  },
  {
    // Saved searches are Room Listings' filters and order kept for later: they read the rooms feature's room,
    // filters, order, filter rule and list query, one home for each (docs/saved-searches.md#new-rooms).
    from: { element: { type: 'feature', captured: { feature: 'saved-searches' } } },
    allow: { to: { element: { type: 'feature', captured: { feature: 'rooms' } } } },
  },
  {
    from: { element: { type: 'screen' } },
    allow: [
      sharedOnly,
      { to: { element: { type: 'feature' } } },
      // Its own files only, never another screen's.
      { to: { element: { type: 'screen', captured: { screen: '{{ from.element.captured.screen }}' } } } },
    ],
  },
  {
    // Home shows Room Listings and Your Applications inline: it embeds their compositions, and nothing else of
    // theirs (docs/architecture.md#the-composition-rule).
    from: { element: { type: 'screen', captured: { screen: 'home' } } },
    allow: [
      { to: { file: { path: 'src/screens/rooms/rooms-browser.tsx' } } },
      { to: { file: { path: 'src/screens/applications/applications-overview.tsx' } } },
    ],
  },
  {
    from: { element: { types: { anyOf: ['app', 'routes', 'entry'] } } },
    allow: {
      to: {
        element: {
          types: { anyOf: ['app', 'routes', 'screen', 'feature', 'shared', 'entry', 'service-worker'] },
        },
      },
    },
  },
  {
    // main.tsx starts the mock API in demo builds, lazily, so real-backend builds leave MSW out.
    from: { file: { path: 'src/main.tsx' } },
    allow: { to: { element: { type: 'mocks' } }, dependency: { nodeKind: 'dynamic-import' } },
  },
];

export default defineConfig(
  globalIgnores(
    [
      'dist/',
      'dist-*/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tanstack/',
      'src/routeTree.gen.ts',
      'public/mockServiceWorker.js',
    ],
    'project/ignores',
  ),
  {
    name: 'project/source-files',
    files: [SOURCE_FILES],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is forbidden: render text as React children instead.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is forbidden, spread props included.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // An async handler in a JSX attribute is fine; promises passed anywhere else must still be handled.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // TanStack Router guards and loaders throw redirect() and notFound(), which are not Error objects.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript (this file, scripts) is outside the TypeScript program.
    name: 'project/javascript',
    files: ['**/*.{js,mjs,cjs,jsx}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    name: 'project/react',
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, ...pluginQuery.configs['flat/recommended']],
  },
  {
    name: 'project/jsx-a11y',
    files: ['**/*.{jsx,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    name: 'project/node-only',
    files: ['*.config.{js,ts,mjs,cjs}', 'scripts/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Mocks run in the browser (service worker) and in Node (vitest); tests run in jsdom and in Node.
    name: 'project/node-and-browser',
    files: ['mocks/**', 'tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    name: 'project/tanstack-router',
    files: ['src/**/*.{ts,tsx}'],
    extends: [pluginRouter.configs['flat/recommended']],
  },
  {
    name: 'project/testing-library',
    files: ['tests/unit/**/*.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}', 'tests/utils/**/*.{ts,tsx}'],
    extends: [testingLibrary.configs['flat/react']],
  },
  {
    name: 'project/playwright',
    files: ['tests/e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    rules: {
      // Helpers that hold a test's assertions.
      'playwright/expect-expect': [
        'warn',
        { assertFunctionNames: ['expectReflowEverywhere', 'clickRoomsAndStay', 'expectAccessible'] },
      ],
    },
  },
  {
    // Read by src/config/messages.ts, which shared code may import: an import here would bring its layer along.
    name: 'project/message-texts',
    files: [FOLDER_MESSAGES, 'src/config/shared-messages.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*'],
              message: 'A messages file is English text only (docs/languages.md#adding-a-message).',
            },
          ],
        },
      ],
    },
  },
  {
    // `npm run screenshots` (playwright.screenshots.config.ts): one walk over a table of screens that saves
    // pictures for a person to look at. It asserts nothing, and the table's rows decide where it logs in.
    name: 'project/playwright-screenshots',
    files: ['tests/screenshots/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    rules: {
      'playwright/expect-expect': 'off',
      'playwright/no-conditional-in-test': 'off',
    },
  },
  {
    name: 'project/boundaries',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/routeTree.gen.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'import/resolver': { typescript: { alwaysTryTypes: true, project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: boundaryPolicies }],
    },
  },
);
