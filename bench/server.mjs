// The benchmark's own HTTP server: the production build (SPA fallback), the bare-React baseline page under
// /__baseline/, and a tiny deterministic API under /bench-api/ (the build's VITE_API_URL). Each browser context
// chooses its room count and latencies with cookies, so no request depends on MSW or on a real backend.
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cacheControlOfFile } from './cache-control.mjs';
import { generateRooms } from './generate-rooms.mjs';

export const API_PREFIX = '/bench-api';
export const BASELINE_PREFIX = '/__baseline/';

/** Content types by file extension, for every server the benchmark runs. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

function cookies(request) {
  const jar = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key) jar[key] = decodeURIComponent(value.join('='));
  }
  return jar;
}

const numberCookie = (jar, name, fallback) => {
  const value = Number(jar[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

function send(response, status, body, type = 'application/json') {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the server on a free port; resolves to { origin, close }. */
export async function startBenchServer({ appDir, baselineDir }) {
  const roomBodies = new Map();
  const roomsBody = (count) => {
    if (!roomBodies.has(count)) roomBodies.set(count, Buffer.from(JSON.stringify(generateRooms(count))));
    return roomBodies.get(count);
  };
  /** Applications per browser context (cookie bench_ctx), so Apply behaves like the real API. */
  const applications = new Map();
  let nextApplication = 1;

  async function api(request, response, path, jar) {
    const context = jar.bench_ctx ?? 'default';
    if (!applications.has(context)) applications.set(context, []);
    const mine = applications.get(context);
    if (request.method === 'GET' && path === '/rooms/') {
      await sleep(numberCookie(jar, 'bench_rooms_delay_ms', 0));
      return send(response, 200, roomsBody(numberCookie(jar, 'bench_rooms', 100)));
    }
    if (request.method === 'GET' && path === '/applications/')
      return send(response, 200, JSON.stringify(mine));
    if (request.method === 'POST' && path === '/applications/') {
      const { room_id: roomId } = JSON.parse((await readBody(request)) || '{}');
      await sleep(numberCookie(jar, 'bench_apply_delay_ms', 0));
      const created = {
        id: (0xa0000000 + nextApplication++).toString(16).padStart(24, '0'),
        room_id: roomId,
        status: 'pending',
        created_at: new Date(Date.UTC(2025, 0, 1)).toISOString().slice(0, 19),
      };
      mine.push(created);
      return send(response, 201, JSON.stringify(created));
    }
    const cancel = /^\/applications\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'PATCH' && cancel) {
      const found = mine.find((application) => application.id === cancel[1]);
      if (found) found.status = 'cancelled';
      return send(response, found ? 200 : 404, JSON.stringify(found ?? { detail: 'Not found' }));
    }
    return send(response, 404, JSON.stringify({ detail: 'Not found' }));
  }

  async function file(response, root, path, jar) {
    const target = normalize(join(root, path));
    if (!target.startsWith(root)) return send(response, 403, 'Forbidden', 'text/plain');
    let found = target;
    try {
      if (!(await stat(found)).isFile()) throw new Error('not a file');
    } catch {
      // The single-page app answers every path without a file extension with its index.html.
      if (extname(path) !== '') return send(response, 404, 'Not found', 'text/plain');
      found = join(root, 'index.html');
    }
    if (path.startsWith('/images/')) await sleep(numberCookie(jar, 'bench_image_delay_ms', 0));
    const body = await readFile(found);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(found)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlOfFile(root, found),
    });
    response.end(body);
  }

  const appRoot = resolve(appDir);
  const baselineRoot = resolve(baselineDir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench.local');
    const jar = cookies(request);
    const handle = url.pathname.startsWith(API_PREFIX + '/')
      ? api(request, response, url.pathname.slice(API_PREFIX.length), jar)
      : url.pathname.startsWith(BASELINE_PREFIX)
        ? file(response, baselineRoot, url.pathname.slice(BASELINE_PREFIX.length - 1), jar)
        : file(response, appRoot, decodeURIComponent(url.pathname), jar);
    handle.catch((error) => {
      if (!response.headersSent) send(response, 500, String(error), 'text/plain');
      else response.destroy();
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Builds the JSON once per size, before any timing starts. */
    warm: (counts) => counts.forEach(roomsBody),
    close: () => new Promise((done) => server.close(done)),
  };
}
