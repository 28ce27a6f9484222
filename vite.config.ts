/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// A build aimed at a real backend must not ship the mock service worker, even though public/ holds it.
function dropMockWorkerFromRealBackendBuild(apiUrl: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-from-real-backend-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (apiUrl) await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The runtime config's default (docs/deploying.md#runtime-config): `/config.json` holds the build's
 * VITE_API_URL (`{}` in a demo build), so a build served as plain files works as it did; the nginx container
 * writes its own from API_URL. Served by the dev server too, so `npm start` finds it.
 */
function defaultRuntimeConfig(apiUrl: string | undefined): Plugin {
  const source = `${JSON.stringify(apiUrl ? { apiUrl } : {}, null, 2)}\n`;
  return {
    name: 'default-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'config.json', source });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiUrl = process.env.VITE_API_URL ?? env.VITE_API_URL;
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      dropMockWorkerFromRealBackendBuild(apiUrl),
      defaultRuntimeConfig(apiUrl),
    ],
    resolve: {
      alias: { '@': resolve(import.meta.dirname, 'src'), '@mocks': resolve(import.meta.dirname, 'mocks') },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      globals: true,
      restoreMocks: true,
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts'],
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
            sequence: { groupOrder: 0 },
          },
        },
        {
          // Plain Node without the jsdom setup (whose msw/node would intercept real HTTP): production builds
          // and the mock API's HTTP server, once the app tests are done (two cores).
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/build/**/*.test.ts', 'tests/http/**/*.test.ts'],
            testTimeout: 120_000,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
