#!/usr/bin/env node
// Makes sure a system Chromium exists before Playwright runs: end-to-end tests must never be skipped silently.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { chromiumPath, DEFAULT_CHROMIUM_PATH } from './chromium.mjs';

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';
const fromEnv = process.env.CHROMIUM_PATH?.trim();

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`ensure-chromium: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0)
    fail(`"${command} ${args.join(' ')}" exited with ${result.status ?? result.signal}.`);
}

function installWithApt() {
  // Wait for another apt or dpkg run (an unattended upgrade, a parallel install) instead of failing on its lock.
  const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
  run('apt-get', [...lockWait, 'update']);
  run('apt-get', [...lockWait, 'install', '-y', 'chromium']);
}

if (!isExecutable(chromiumPath)) {
  if (fromEnv) {
    fail(
      `CHROMIUM_PATH is set to "${fromEnv}", but no executable is there. ` +
        `Point it at a Chromium binary, or unset it to use ${DEFAULT_CHROMIUM_PATH} (install with: ${INSTALL_COMMAND}).`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasCommand('apt-get')) {
    fail(
      `Chromium was not found at ${chromiumPath}; the end-to-end tests need it.\n` +
        `Install it with:\n\n    ${INSTALL_COMMAND}\n\n` +
        `or set CHROMIUM_PATH to an existing Chromium binary.`,
    );
  }
  console.log(`ensure-chromium: Chromium is missing at ${chromiumPath}; installing it with apt-get.`);
  installWithApt();
  if (!isExecutable(chromiumPath)) fail(`apt-get finished, but ${chromiumPath} is still missing.`);
}

const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
if (version.error || version.status !== 0) {
  fail(
    `${chromiumPath} exists but "--version" failed: ${version.error?.message ?? version.stderr.trim()}. ` +
      `Reinstall it with: ${INSTALL_COMMAND}`,
  );
}
console.log(`ensure-chromium: using ${version.stdout.trim()} at ${chromiumPath}`);
