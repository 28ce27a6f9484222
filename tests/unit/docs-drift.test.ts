// Docs that cannot drift: the folder map names every folder under src/, every path the docs name exists,
// every docs anchor the code and the docs cite exists, and the size budgets the docs quote are the ones the
// size check uses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROUTE_BUDGETS_KB } from '../../scripts/check-size-budget.mjs';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).map((name) => `docs/${name}`)];

function foldersUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      return [path, ...foldersUnder(path)];
    });
}

/** Every file under `dir` with one of `extensions`, as a path from the repo's root. */
function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.test(entry.name) ? [path] : [];
  });
}

/** A doc's anchors: its headings as GitHub names them, and its explicit `<a id>`s. */
function anchorsOf(doc: string): Set<string> {
  const text = read(doc);
  const anchors = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(
      (heading ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .replace(/\s/g, '-'),
    );
  }
  for (const [, id] of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(id ?? '');
  return anchors;
}

describe('the docs', () => {
  it('map every folder under src/ in docs/architecture.md', () => {
    const map = /## Folder map\s+```([\s\S]*?)```/.exec(read('docs/architecture.md'))?.[1] ?? '';
    const missing = foldersUnder('src').filter((folder) => {
      const name = folder.split('/').at(-1) ?? '';
      return !new RegExp(`(^|[\\s(/])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'm').test(map);
    });
    expect(missing).toEqual([]);
  });

  it('have every anchor that the code, the tests and the docs cite', () => {
    const citing = [
      ...['src', 'scripts', 'tests', 'mocks', 'deploy', 'bench'].flatMap((dir) =>
        filesUnder(dir, /\.(?:tsx?|mjs|js|conf|sh)$/),
      ),
      ...DOCS,
    ];
    const missing: string[] = [];
    for (const file of citing) {
      const text = read(file);
      const base = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
      const cited = [
        ...[...text.matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)].map(([, doc, anchor]) => [
          `docs/${doc}`,
          anchor,
        ]),
        ...[...text.matchAll(/\]\(([\w./-]*\.md)?#([\w-]+)\)/g)].map(([, doc, anchor]) => [
          doc ? relative(ROOT, join(ROOT, base, doc)) : file,
          anchor,
        ]),
      ];
      for (const [doc, anchor] of cited) {
        if (!doc || !existsSync(join(ROOT, doc))) continue; // a missing file is the next test's finding
        if (!anchorsOf(doc).has(anchor ?? '')) missing.push(`${file}: ${doc}#${anchor}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('name only paths that exist', () => {
    const roots = ['src', 'tests', 'scripts', 'docs', 'mocks', 'bench', 'deploy', 'public', '.ci'];
    const named = new Set<string>();
    for (const doc of DOCS) {
      for (const [, path] of read(doc).matchAll(/`([^`\s]+)`/g)) {
        const clean = (path ?? '').replace(/[#:].*$/, '').replace(/\/$/, '');
        if (roots.some((root) => clean.startsWith(`${root}/`)) && !/[<>*{}]/.test(clean)) {
          named.add(`${doc}: ${clean}`);
        }
      }
      for (const [, link] of read(doc).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (!link || /^[a-z]+:/.test(link)) continue;
        const base = doc.includes('/') ? doc.slice(0, doc.lastIndexOf('/')) : '.';
        named.add(`${doc}: ${relative(ROOT, join(ROOT, base, link))}`);
      }
    }
    // Written by a command, not kept in the repository.
    const generated = new Set(['bench/results.json']);
    const missing = [...named].filter((entry) => {
      const path = entry.slice(entry.indexOf(': ') + 2);
      return !generated.has(path) && !existsSync(join(ROOT, path));
    });
    expect(missing).toEqual([]);
  });

  it('give every dependency its reason, and follow the pinning rule', () => {
    const manifest = JSON.parse(read('package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const doc = read('docs/dependencies.md');
    const all = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(Object.keys(all).filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
    // A caret, unless the rule's table names the package with its reason.
    const exceptions = /## The pinning rule[\s\S]*?\n\n(\|[\s\S]*?)\n\n/.exec(doc)?.[1] ?? '';
    const unexplained = Object.entries(all).filter(
      ([name, version]) => !version.startsWith('^') && !exceptions.includes(`\`${name}\``),
    );
    expect(unexplained).toEqual([]);
  });

  it('keep the README short: the details live in docs/', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(8 * 1024);
  });

  it('quote the size budgets the size check enforces', () => {
    const quoted = [...read('docs/performance.md').matchAll(/fails above ([\d.]+) KB and ([\d.]+) KB/g)];
    expect(quoted.length).toBeGreaterThan(0);
    for (const [, login, rooms] of quoted) {
      expect({ login: Number(login), rooms: Number(rooms) }).toEqual({
        login: ROUTE_BUDGETS_KB['/login'],
        rooms: ROUTE_BUDGETS_KB['/rooms'],
      });
    }
  });
});
