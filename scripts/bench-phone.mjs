#!/usr/bin/env node
// B14, the phone profile (docs/performance.md#phone-profile): what a student on a phone waits for, against
// the stack's floor (bench/floor), both loaded the same way and interleaved in one run. A 412 x 823
// viewport, 150 ms round trip, 1.6 Mbit/s down, 0.75 Mbit/s up, the CPU slowed 4x (DevTools protocol), a
// fresh browser context per load, every file gzipped (level 6). Reports FCP, the first room card painted
// (on the card itself: a mutation observer, then the next frame), CLS and the bytes that crossed the network,
// for /login and for /rooms signed in, first visit and returning visitor. `npm run bench` runs it as B14;
// `npm run bench:phone` runs it alone. Figures are never asserted in tests.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build as viteBuild } from 'vite';
import react from '@vitejs/plugin-react';
import { cacheControlOfFile } from '../bench/cache-control.mjs';
import { generateRooms } from '../bench/generate-rooms.mjs';
import { CONTENT_TYPES } from '../bench/server.mjs';
import { buildRealBackend } from './check-size-budget.mjs';
import { chromiumLaunchArgs, chromiumPath } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const APP_DIR = 'dist-bench-phone';
const FLOOR_DIR = 'dist-bench-phone-floor';
const API_PREFIX = '/bench-api';
const FLOOR_PREFIX = '/__floor/';
const ROOMS = 100;
const USER = 'bench@student.test';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

/** Goals as multiples of the floor (docs/performance.md#phone-profile). */
export const PHONE_GOALS = {
  fcp: 0.5,
  firstCard: 1.1,
  returningCard: 0.8,
  cls: 0.02,
  loginBytes: 1,
  roomsBytes: 1.1,
};

/** The app (real-backend mode, its API here), the floor under /__floor/, the API; everything gzipped. */
async function startServer() {
  const rooms = Buffer.from(JSON.stringify(generateRooms(ROOMS)));
  const roots = { app: resolve(ROOT, APP_DIR), floor: resolve(ROOT, FLOOR_DIR) };
  const send = (response, status, body, type, cacheControl = 'no-cache') => {
    const zipped = gzipSync(body, { level: 6 });
    response.writeHead(status, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Cache-Control': cacheControl,
    });
    response.end(zipped);
  };
  async function file(response, root, path) {
    let found = normalize(join(root, path));
    if (!found.startsWith(root)) return send(response, 403, 'Forbidden', 'text/plain');
    try {
      if (!(await stat(found)).isFile()) throw new Error('not a file');
    } catch {
      if (extname(path) !== '') return send(response, 404, 'Not found', 'text/plain');
      found = join(root, 'index.html');
    }
    return send(
      response,
      200,
      await readFile(found),
      CONTENT_TYPES[extname(found)] ?? 'application/octet-stream',
      cacheControlOfFile(root, found),
    );
  }
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://bench.local');
    let handled;
    if (pathname === `${API_PREFIX}/rooms/`)
      handled = Promise.resolve(send(response, 200, rooms, 'application/json'));
    else if (pathname === `${API_PREFIX}/applications/`)
      handled = Promise.resolve(send(response, 200, '[]', 'application/json'));
    else if (pathname.startsWith(API_PREFIX))
      handled = Promise.resolve(send(response, 404, '{"detail":"Not found"}', 'application/json'));
    else if (pathname.startsWith(FLOOR_PREFIX))
      handled = file(response, roots.floor, pathname.slice(FLOOR_PREFIX.length - 1));
    else handled = file(response, roots.app, decodeURIComponent(pathname));
    handled.catch((error) => {
      if (!response.headersSent) send(response, 500, String(error), 'text/plain');
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

export async function buildPhoneBuilds() {
  buildRealBackend(APP_DIR, API_PREFIX);
  await viteBuild({
    root: join(ROOT, 'bench', 'floor'),
    base: FLOOR_PREFIX,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: { outDir: join(ROOT, FLOOR_DIR), emptyOutDir: true },
  });
}

/** What a load waits for before its figures are read: the console line the probes write then. */
const READY_LINE = 'bench-phone: ready';

// Injected before the page's own scripts: paint timings, layout shifts, the first room card painted, and
// the moment the load is ready (`ready`: the floor's list, the login form or the first card). The probes
// say so on the console rather than being polled: polling runs the test driver's own script in the page,
// tens of milliseconds on the slowed CPU, and it landed on the critical path of whichever page was still
// starting when the load event fired (docs/performance.md#phone-profile).
function probes({ ready, readyLine }) {
  const phone = { fcp: null, lcp: null, cls: 0, card: null };
  window.__phone = phone;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') phone.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (phone.lcp = entry.startTime));
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) phone.cls += entry.value;
  });
  const signal = () => console.debug(readyLine);
  const shown = {
    floor: () => document.querySelector('main p')?.textContent?.endsWith(' rooms'),
    login: () => document.querySelector('form button[type="submit"]'),
    card: () => document.querySelector('ul[aria-label="Rooms"] article'),
  }[ready];
  let done = false;
  const check = () => {
    if (done || !shown()) return;
    done = true;
    observer.disconnect();
    if (ready !== 'card') return signal();
    phone.card = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        phone.card = performance.now();
        signal();
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

const base64Url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = () =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: USER, exp: Math.floor(Date.now() / 1000) + 86_400 })}.bench`;

async function phoneContext(browser, { signedIn, ready }) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    colorScheme: 'light',
  });
  if (signedIn) {
    await context.addInitScript(
      ({ jwt, username }) => {
        localStorage.setItem('jwt', jwt);
        localStorage.setItem('username', username);
      },
      { jwt: token(), username: USER },
    );
  }
  await context.addInitScript(probes, { ready, readyLine: READY_LINE });
  return context;
}

async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  let bytes = 0;
  // BENCH_PHONE_FILES=1 lists what crossed the network, file by file: where the bytes go.
  const urls = new Map();
  const files = [];
  let start;
  cdp.on('Network.requestWillBeSent', (event) => {
    start ??= event.timestamp;
    urls.set(event.requestId, [event.request.url, event.timestamp]);
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    const [url, sent] = urls.get(event.requestId) ?? ['?', start];
    const ms = (time) => String(Math.round((time - start) * 1000)).padStart(5);
    files.push(
      `${ms(sent)}-${ms(event.timestamp)} ms ${String(event.encodedDataLength).padStart(7)} B  ${url}`,
    );
  });
  if (process.env.BENCH_PHONE_FILES) page.on('close', () => console.log(files.join('\n')));
  // GET /rooms/ as the page sends it (a worker's answer from cache is still a request of the page).
  let roomLists = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === `${API_PREFIX}/rooms/`)
      roomLists += 1;
  });
  return { page, bytes: () => bytes, roomLists: () => roomLists };
}

/** Loads `url` on a throttled phone and waits until its probes say it is ready; returns its figures. */
async function load(page, bytes, url) {
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text() === READY_LINE,
    timeout: 60_000,
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await ready;
  // Late shifts and the last bytes (the toaster, the worker's loader) settle.
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({ ...window.__phone }));
  return { ...figures, bytes: bytes() };
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs the phone profile `runs` times, interleaved; resolves to the report's rows. */
export async function measurePhoneProfile({ browser, runs = 5, log = console.log }) {
  const server = await startServer();
  const { origin } = server;
  const samples = {};
  const push = (key, value) => (samples[key] ??= []).push(value);
  try {
    for (let run = 0; run < runs; run += 1) {
      log(`B14: phone profile, run ${run + 1} of ${runs}...`);
      // The floor: its one route, its list of rooms.
      {
        const context = await phoneContext(browser, { signedIn: false, ready: 'floor' });
        const { page, bytes } = await throttledPage(context);
        const floor = await load(page, bytes, `${origin}${FLOOR_PREFIX}`);
        push('floor.fcp', floor.fcp);
        push('floor.lcp', floor.lcp);
        push('floor.bytes', floor.bytes);
        await context.close();
      }
      // /login, signed out.
      {
        const context = await phoneContext(browser, { signedIn: false, ready: 'login' });
        const { page, bytes } = await throttledPage(context);
        const login = await load(page, bytes, `${origin}/login`);
        push('login.fcp', login.fcp);
        push('login.bytes', login.bytes);
        await context.close();
      }
      // /rooms signed in: a first visit, then the same browser back with the worker and the saved list.
      {
        const context = await phoneContext(browser, { signedIn: true, ready: 'card' });
        const { page, bytes, roomLists } = await throttledPage(context);
        const first = await load(page, bytes, `${origin}/rooms`);
        push('rooms.lists', roomLists());
        push('rooms.fcp', first.fcp);
        push('rooms.card', first.card);
        push('rooms.cls', first.cls);
        push('rooms.bytes', first.bytes);
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForTimeout(2000);
        const again = await throttledPage(context);
        const returning = await load(again.page, again.bytes, `${origin}/rooms`);
        push('returning.card', returning.card);
        push('returning.lists', again.roomLists());
        await context.close();
      }
    }
  } finally {
    await server.close();
  }
  const m = (key) => median(samples[key] ?? []);
  const ratio = (value, floor) => (value === null || floor === null ? null : value / floor);
  const rows = [];
  const row = (what, value, unit, floorValue, goal) => {
    const times = ratio(value, floorValue);
    rows.push({
      figure: 'B14',
      what,
      size: ROOMS,
      value,
      unit,
      target: goal === null ? '-' : `<= ${goal}x floor`,
      pass: goal === null || times === null ? null : times <= goal,
      baseline: floorValue,
      ratio: times,
      note: 'phone profile; the baseline column is the stack\u2019s floor',
    });
  };
  row('/login FCP', m('login.fcp'), 'ms', m('floor.fcp'), PHONE_GOALS.fcp);
  row('/rooms FCP', m('rooms.fcp'), 'ms', m('floor.fcp'), PHONE_GOALS.fcp);
  row('/rooms first card painted, first visit', m('rooms.card'), 'ms', m('floor.lcp'), PHONE_GOALS.firstCard);
  row(
    '/rooms first card painted, returning',
    m('returning.card'),
    'ms',
    m('floor.lcp'),
    PHONE_GOALS.returningCard,
  );
  rows.push({
    figure: 'B14',
    what: 'CLS while /rooms loads',
    size: ROOMS,
    value: m('rooms.cls'),
    unit: '',
    target: `<= ${PHONE_GOALS.cls}`,
    pass: m('rooms.cls') === null ? null : m('rooms.cls') <= PHONE_GOALS.cls,
    baseline: null,
    ratio: null,
    note: 'phone profile',
  });
  for (const [key, what] of [
    ['rooms.lists', 'GET /rooms/ per load, first visit'],
    ['returning.lists', 'GET /rooms/ per load, returning'],
  ]) {
    const most = Math.max(...(samples[key] ?? [0]));
    rows.push({
      figure: 'B14',
      what,
      size: ROOMS,
      value: most,
      unit: '',
      target: '1',
      pass: most === 1,
      baseline: null,
      ratio: null,
      note: 'the most in any run',
    });
  }
  row(
    '/login bytes over the network',
    m('login.bytes') / 1000,
    'KB',
    m('floor.bytes') / 1000,
    PHONE_GOALS.loginBytes,
  );
  row(
    '/rooms bytes over the network',
    m('rooms.bytes') / 1000,
    'KB',
    m('floor.bytes') / 1000,
    PHONE_GOALS.roomsBytes,
  );
  return { rows, samples };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) await buildPhoneBuilds();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumLaunchArgs,
    headless: true,
  });
  try {
    const { rows } = await measurePhoneProfile({
      browser,
      runs: Math.max(1, Number(process.env.BENCH_RUNS) || 5),
    });
    for (const row of rows) {
      const value = row.value === null ? '-' : `${row.value.toFixed(row.unit === '' ? 3 : 0)} ${row.unit}`;
      const floor = row.baseline === null ? '-' : `${row.baseline.toFixed(0)} ${row.unit}`;
      const times = row.ratio === null ? '-' : `${row.ratio.toFixed(2)}x`;
      const result = row.pass === null ? '-' : row.pass ? 'PASS' : 'FAIL';
      console.log(
        `${row.what.padEnd(42)} ${value.padStart(10)}  floor ${floor.padStart(10)}  ${times.padStart(6)}  ${row.target.padEnd(16)} ${result}`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
