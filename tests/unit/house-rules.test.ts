// The house's size rules (docs/architecture.md#layers): no file in src/ over 300 lines, and no component or
// hook over 100, so each stays readable in one sitting. Generated files are exempt.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const GENERATED = new Set(['src/routeTree.gen.ts']);
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 100;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC)
  .map((path) => ({ path, name: relative(ROOT, path).split('\\').join('/') }))
  .filter(({ name }) => !GENERATED.has(name));

/** Components (capitalised) and hooks (use…), whether declared as functions or as constants. */
function longComponentsAndHooks(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const lines = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line -
    source.getLineAndCharacterOfPosition(node.getStart()).line +
    1;
  const check = (identifier: string, node: ts.Node) => {
    if (!/^(?:[A-Z]|use[A-Z])/.test(identifier)) return;
    const length = lines(node);
    if (length > MAX_FUNCTION_LINES) found.push(`${name}: ${identifier} (${length} lines)`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) check(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      check(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the size rules of src/', () => {
  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map(({ path, name }) => ({ name, lines: readFileSync(path, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ name, lines }) => `${name} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`has no component or hook over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap(({ path, name }) => longComponentsAndHooks(name, readFileSync(path, 'utf8')));
    expect(long).toEqual([]);
  });
});
