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

/** `node scripts/check-test-ports.mjs [run]` with `env` added, run asynchronously: a foreign server in this process must be free to answer. */
function runPortCheck(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['scripts/check-test-ports.mjs', ...args],
      { timeout: 10_000, env: { ...process.env, ...env } },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

/** Every end-to-end port set to a free one, so a run elsewhere on the machine cannot decide the outcome. */
async function freeEndToEndPorts(): Promise<Record<string, string>> {
  const names = [
    'E2E_DEMO_APP_PORT',
    'E2E_REAL_BACKEND_APP_PORT',
    'E2E_UPDATE_APP_PORT',
    'E2E_NGINX_APP_PORT',
    'E2E_NGINX_ALT_APP_PORT',
    'E2E_NGINX_REDEPLOY_APP_PORT',
    'E2E_MOCK_API_PORT',
  ];
  const ports: Record<string, string> = {};
  for (const name of names) ports[name] = String(await freePort());
  return ports;
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
    const run = await runPortCheck([], { ...(await freeEndToEndPorts()), E2E_MOCK_API_PORT: String(port) });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Port ${port} on 127.0.0.1 is taken by a server that is not the Student Rooms mock API`,
    );
    expect(run.stderr).toContain('answered 404');
  });

  it("checks the screenshot run's port on its own, naming SCREENSHOT_PORT and `npm run screenshots`", async () => {
    const port = await startForeignServer();
    const run = await runPortCheck(['screenshots'], { SCREENSHOT_PORT: String(port), BASE_URL: '' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`);
    expect(run.stderr).toContain('SCREENSHOT_PORT=<free port> npm run screenshots');
    // Against BASE_URL the run starts no server, so the port does not matter.
    const againstServer = await runPortCheck(['screenshots'], {
      SCREENSHOT_PORT: String(port),
      BASE_URL: 'http://127.0.0.1:5173',
    });
    expect(againstServer).toEqual({ code: 0, stderr: '' });
  });

  it('lets the end-to-end runs start while screenshots are being taken', async () => {
    const port = await startForeignServer();
    const run = await runPortCheck([], { ...(await freeEndToEndPorts()), SCREENSHOT_PORT: String(port) });
    expect(run).toEqual({ code: 0, stderr: '' });
  });
});
