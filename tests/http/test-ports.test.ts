// @vitest-environment node
// The guard that keeps the end-to-end tests off servers they did not start (scripts/check-test-ports.mjs).
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startMockApiServer, type MockApiServer } from '@mocks/http-server';
import { checkAppPort, checkMockApiPort } from '../../scripts/test-servers.mjs';

const open: { close: () => unknown }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

/** A server like a developer's own backend: it answers, but not as the mock API. */
async function startForeignServer(): Promise<number> {
  const server: Server = createServer((_request, response) => {
    response.statusCode = 404;
    response.setHeader('content-type', 'application/json');
    response.end('{"detail":"Not Found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return (server.address() as AddressInfo).port;
}

/** A port that was just free: listened on, then closed. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the test port check', () => {
  it('lets a run start the mock API on a free port', async () => {
    expect(await checkMockApiPort(await freePort())).toEqual({ state: 'free' });
  });

  it('recognises the mock API, which a developer run may reuse', async () => {
    const api: MockApiServer = await startMockApiServer({ port: 0, host: '127.0.0.1' });
    open.push(api);
    expect(await checkMockApiPort(api.port)).toEqual({ state: 'mock-api' });
  });

  it('refuses any other server, naming the port and the ways out', async () => {
    const port = await startForeignServer();
    const check = await checkMockApiPort(port);
    expect(check.state).toBe('taken');
    const message = check.state === 'taken' ? check.message : '';
    expect(message).toContain(
      `Port ${port} on 127.0.0.1 is taken by a server that is not the Student Rooms mock API`,
    );
    expect(message).toContain('answered 404');
    expect(message).toContain('E2E_MOCK_API_PORT=<free port> npm test');
  });

  it('never reuses an app port somebody else serves', async () => {
    const port = await startForeignServer();
    const check = await checkAppPort(port, 'E2E_DEMO_APP_PORT');
    expect(check.state).toBe('taken');
    expect(check.state === 'taken' && check.message).toContain('E2E_DEMO_APP_PORT=<free port> npm test');
    expect(await checkAppPort(await freePort(), 'E2E_DEMO_APP_PORT')).toEqual({ state: 'free' });
  });

  it('stops `npm run check:ports` with exit code 1 and the message when a foreign server holds the mock API port', async () => {
    const port = await startForeignServer();
    const [demoPort, realPort, nginxPort, nginxAltPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    // Asynchronously: the foreign server lives in this process and must be free to answer.
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['scripts/check-test-ports.mjs'],
        {
          timeout: 10_000,
          env: {
            ...process.env,
            E2E_MOCK_API_PORT: String(port),
            E2E_DEMO_APP_PORT: String(demoPort),
            E2E_REAL_BACKEND_APP_PORT: String(realPort),
            E2E_NGINX_APP_PORT: String(nginxPort),
            E2E_NGINX_ALT_APP_PORT: String(nginxAltPort),
          },
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Port ${port} on 127.0.0.1 is taken by a server that is not the Student Rooms mock API`,
    );
    expect(run.stderr).toContain('answered 404');
  });
});
