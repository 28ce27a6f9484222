// @vitest-environment node
// deploy/start-nginx.sh, the container's entrypoint and what `npm run preview:nginx` runs: what it writes
// from the environment. `--check` with NGINX_BIN=true renders everything without starting nginx; the
// end-to-end run (playwright.nginx.config.ts) serves the result with the real nginx.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '../../deploy/start-nginx.sh');
const dirs: string[] = [];

function start(env: Record<string, string>, builtConfig = '{}\n') {
  const htmlDir = mkdtempSync(join(tmpdir(), 'start-nginx-html-'));
  const runtimeDir = mkdtempSync(join(tmpdir(), 'start-nginx-runtime-'));
  dirs.push(htmlDir, runtimeDir);
  writeFileSync(join(htmlDir, 'index.html'), '<!doctype html>');
  writeFileSync(join(htmlDir, 'config.json'), builtConfig);
  const run = spawnSync('sh', [SCRIPT, '--check'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HTML_DIR: htmlDir, RUNTIME_DIR: runtimeDir, NGINX_BIN: 'true', ...env },
  });
  const read = (file: string) => readFileSync(join(runtimeDir, file), 'utf8');
  return { status: run.status, stderr: run.stderr, read };
}

function connectSrc(nginxConf: string): string | undefined {
  return nginxConf.match(/connect-src ('self'[^;]*);/)?.[1];
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('deploy/start-nginx.sh', () => {
  it('writes /config.json from API_URL and ERROR_REPORT_URL, and lets the CSP connect to both origins', () => {
    const run = start({
      API_URL: 'https://rooms-api.example.edu/v1',
      ERROR_REPORT_URL: 'https://errors.example.edu/report',
      PORT: '9090',
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.read('config.json'))).toEqual({
      apiUrl: 'https://rooms-api.example.edu/v1',
      errorReportUrl: 'https://errors.example.edu/report',
    });
    const conf = run.read('nginx.conf');
    expect(connectSrc(conf)).toBe("'self' https://rooms-api.example.edu https://errors.example.edu");
    expect(conf).toContain('listen 9090;');
    expect(conf).not.toMatch(/@[A-Z_]+@/);
  });

  it("keeps the build's own API URL when API_URL is not set", () => {
    const run = start({}, '{\n  "apiUrl": "http://127.0.0.1:8000"\n}\n');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.read('config.json'))).toEqual({ apiUrl: 'http://127.0.0.1:8000' });
    expect(connectSrc(run.read('nginx.conf'))).toBe("'self' http://127.0.0.1:8000");
  });

  it('connects only to its own origin for a demo build or an API on the same host', () => {
    expect(connectSrc(start({}).read('nginx.conf'))).toBe("'self'");
    const samehost = start({ API_URL: '/api' });
    expect(JSON.parse(samehost.read('config.json'))).toEqual({ apiUrl: '/api' });
    expect(connectSrc(samehost.read('nginx.conf'))).toBe("'self'");
  });

  it.each([
    ['a quote that would end the CSP header', 'https://api.example.edu"; add_header X a'],
    ['a space that would add a CSP source', 'https://api.example.edu https://evil.example'],
    ['a semicolon that would add a directive', 'https://api.example.edu;script-src'],
    ['another scheme', 'javascript:alert(1)'],
  ])('refuses an API_URL with %s', (_case, apiUrl) => {
    const run = start({ API_URL: apiUrl });
    expect(run.status).toBe(64);
    expect(run.stderr).toContain('API_URL must be an http(s) URL');
  });
});
