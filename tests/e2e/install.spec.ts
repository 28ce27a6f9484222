import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { waitForAppShellWorker } from './fixtures';

// docs/offline.md#installing: Chromium's own verdict on whether the app can be installed. Playwright's
// contexts are incognito, where nothing is installable, so this one has a real profile of its own.
test('Chromium considers the app installable', async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'student-rooms-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumLaunchArgs,
    headless: true,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForAppShellWorker(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
