import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';

const SOURCE_FILES = '**/*.{js,mjs,cjs,ts,mts,cts,tsx,jsx}';
const CODE_EXT = '{js,jsx,ts,tsx}';
// Boundary rules are written per directory depth, so a relative path can be judged by how far it climbs.
const MAX_BOUNDARY_DEPTH = 6;

// The features we know of, plus any folder that appears under src/features later.
const featuresDir = join(import.meta.dirname, 'src/features');
const features = [
  ...new Set([
    'auth',
    'rooms',
    'applications',
    ...(existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]),
].sort();

// Shared code sits below the features and may not reach up into them.
const sharedAreas = ['components', 'lib', 'config', 'theme'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ups = (count) => `(?:\\.\\./){${count}}`;
const filesAtDepth = (base, depth) => [`${base}/${'*/'.repeat(depth)}*.${CODE_EXT}`];

function crossFeatureImports(feature, depth) {
  const self = `${escapeRegex(feature)}(?:/|$)`;
  const message = `Features never import each other: compose them in src/routes or move shared code to src/components or src/lib.`;
  const patterns = [{ regex: `^@/features/(?!${self})`, message }];
  if (depth === undefined) {
    // Catch-all for very deep files: any climb that comes back down through another feature.
    patterns.push({ regex: `^(?:\\.\\./)+features/(?!${self})`, message });
  } else {
    // From depth d, climbing d + 1 levels lands in src/features, and d + 2 levels lands in src.
    patterns.push({ regex: `^${ups(depth + 1)}(?!${self})[\\w@-]`, message });
    patterns.push({ regex: `^${ups(depth + 2)}features/(?!${self})`, message });
  }
  return ['error', { patterns }];
}

function sharedCodeImports(depth) {
  const message = `Shared code (src/components, src/lib, src/config, src/theme) never imports from features, app or routes.`;
  const layers = '(?:features|app|routes)(?:/|$)';
  const patterns = [{ regex: `^@/${layers}`, message }];
  patterns.push({
    regex: depth === undefined ? `^(?:\\.\\./)+${layers}` : `^${ups(depth + 1)}${layers}`,
    message,
  });
  return ['error', { patterns }];
}

const depths = Array.from({ length: MAX_BOUNDARY_DEPTH }, (_, depth) => depth);

const boundaryConfigs = [
  ...features.flatMap((feature) => [
    {
      name: `boundaries/feature-${feature}`,
      files: [`src/features/${feature}/**/*.${CODE_EXT}`],
      rules: { 'no-restricted-imports': crossFeatureImports(feature, undefined) },
    },
    ...depths.map((depth) => ({
      name: `boundaries/feature-${feature}/depth-${depth}`,
      files: filesAtDepth(`src/features/${feature}`, depth),
      rules: { 'no-restricted-imports': crossFeatureImports(feature, depth) },
    })),
  ]),
  ...sharedAreas.flatMap((area) => [
    {
      name: `boundaries/shared-${area}`,
      files: [`src/${area}/**/*.${CODE_EXT}`],
      rules: { 'no-restricted-imports': sharedCodeImports(undefined) },
    },
    ...depths.map((depth) => ({
      name: `boundaries/shared-${area}/depth-${depth}`,
      files: filesAtDepth(`src/${area}`, depth),
      rules: { 'no-restricted-imports': sharedCodeImports(depth) },
    })),
  ]),
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
  ...boundaryConfigs,
);
