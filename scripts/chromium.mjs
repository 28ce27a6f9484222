// The one place that says which Chromium the tests, the benchmark and the screenshots drive, and how.
// Debian's Chromium, never Playwright's own downloads (they need the internet); scripts/ensure-chromium.mjs
// checks that it is there before the end-to-end tests run.

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** CHROMIUM_PATH when set, else Debian's Chromium. */
export const chromiumPath = process.env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;

/** Headless, and nothing that would reach beyond loopback (updates, sync, background fetches, QUIC). */
export const chromiumLaunchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
