// `npm run mock-api`: the mock API as a real HTTP server, for running the app against VITE_API_URL.
//
// Node 20 cannot run TypeScript itself (no --experimental-strip-types), and the mocks also need the
// tsconfig path aliases (`@/config/env`) and `import.meta.env`. Vite's runnerImport loads the module through
// Vite's own SSR module runner, which does all three in memory: no build step, no temporary files and no
// extra package. Packages in node_modules are still loaded by Node itself.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

function numberFromEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number >= 0, got "${raw}".`);
    process.exit(1);
  }
  return value;
}

const port = numberFromEnv('MOCK_API_PORT', 8000);
const latencyMs = numberFromEnv('MOCK_API_LATENCY_MS', 0);
const host = process.env.MOCK_API_HOST?.trim() || '127.0.0.1';

const { module } = await runnerImport('/mocks/http-server.ts', {
  root,
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
});

let server;
try {
  server = await module.startMockApiServer({ port, host, latencyMs });
} catch (error) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} on ${host} is already in use. Stop whatever holds it, or set MOCK_API_PORT.`);
  process.exit(1);
}
console.log(
  `Mock API listening on ${server.url} (latency ${latencyMs} ms). POST ${server.url}/__reset restores the seed data.`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
