#!/usr/bin/env node
// `npm run preview:nginx`: serves the current production build through deploy/nginx.conf with Debian's nginx,
// as the container does (docs/deploying.md#preview-through-nginx).
//
//   PORT             where to listen on 127.0.0.1 (4175)
//   API_URL          written into /config.json and the CSP's connect-src, as in the container
//   ERROR_REPORT_URL the same, for error reports
//   PREVIEW_DIR      the build to serve (dist)
//
// deploy/start-nginx.sh does the work; this script finds or installs nginx, keeps every file nginx writes in
// a temporary directory, and stops nginx (master and workers) on Ctrl-C, removing that directory.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PORT = 4175;
const HOST = '127.0.0.1';
const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y nginx';
const STOP_TIMEOUT_MS = 5000;

function fail(message) {
  console.error(`preview:nginx: ${message}`);
  process.exit(1);
}

function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  for (const candidate of [onPath, '/usr/sbin/nginx']) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there; try the next
    }
  }
  return null;
}

function installNginx() {
  if (process.getuid?.() !== 0) {
    fail(`nginx is not installed. Install Debian's nginx, then run this again:\n  ${INSTALL_COMMAND}`);
  }
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
  for (const args of [
    [...lockWait, 'update'],
    [...lockWait, 'install', '-y', 'nginx'],
  ]) {
    console.log(`preview:nginx: running apt-get ${args.join(' ')}`);
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal}).`);
  }
  return findNginx() ?? fail('apt-get installed nginx, but no nginx binary was found.');
}

const rawPort = process.env.PORT?.trim();
const port = rawPort ? Number(rawPort) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 1 || port > 65_535)
  fail(`PORT must be a port number, got "${rawPort}".`);
const htmlDir = resolve(ROOT, process.env.PREVIEW_DIR?.trim() || 'dist');
if (!existsSync(join(htmlDir, 'index.html'))) {
  fail(`no build in ${htmlDir}: run \`npm run build\` first (or set PREVIEW_DIR).`);
}
const nginx = findNginx() ?? installNginx();
const runtimeDir = mkdtempSync(join(tmpdir(), 'student-rooms-nginx-'));
// Run as root, nginx's workers run as nobody: they must be able to read config.json in here.
chmodSync(runtimeDir, 0o755);

// Its own process group, so stopping it reaches the workers too, whatever happens to this process.
const child = spawn('sh', [join(ROOT, 'deploy', 'start-nginx.sh')], {
  cwd: ROOT,
  detached: true,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    LISTEN_HOST: HOST,
    HTML_DIR: htmlDir,
    RUNTIME_DIR: runtimeDir,
    // Errors still reach the terminal; a request log would drown them (and /dev/stdout cannot be opened
    // when it is a socket, as under Playwright).
    ACCESS_LOG: 'off',
    NGINX_BIN: nginx,
    NGINX_CONF: join(ROOT, 'deploy', 'nginx.conf'),
  },
});
console.log(
  `preview:nginx: http://${HOST}:${port}/ serves ${htmlDir} through deploy/nginx.conf. Ctrl-C stops it.`,
);

let stopping = false;
function cleanUp() {
  rmSync(runtimeDir, { recursive: true, force: true });
}

function signalGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function stop() {
  if (stopping) return;
  stopping = true;
  // SIGTERM: nginx's fast shutdown, master and workers; the whole group is killed if it hangs.
  signalGroup('SIGTERM');
  setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);

child.on('exit', (code, signal) => {
  // The master has exited; make sure no worker outlives it.
  signalGroup('SIGKILL');
  cleanUp();
  if (stopping) process.exit(0);
  console.error(`preview:nginx: nginx exited (${code ?? signal}).`);
  process.exit(code || 1);
});
