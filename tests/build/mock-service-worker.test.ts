// @vitest-environment node
// The demo's worker file is committed (npm skips msw's install script here), so nothing regenerates it when
// msw is upgraded. msw refuses a worker whose version does not match the library; this catches it first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const committed = readFileSync(
  fileURLToPath(new URL('../../public/mockServiceWorker.js', import.meta.url)),
  'utf8',
);
const installedPath = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
const installed = readFileSync(installedPath, 'utf8');

const versionOf = (source: string) => /const PACKAGE_VERSION = '([^']+)'/.exec(source)?.[1];

describe('public/mockServiceWorker.js', () => {
  it('is the worker of the installed msw (run `npm run msw:init` after upgrading msw)', () => {
    expect(versionOf(committed)).toBeDefined();
    expect(versionOf(committed)).toBe(versionOf(installed));
    expect(committed).toBe(installed);
  });
});
