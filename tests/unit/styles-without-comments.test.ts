import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A comment inside a styled-components template is shipped in the bundle as part of the string (the
// minifier cannot touch it) and parsed again in the browser: comments about styles go above the
// declaration, in JavaScript (docs/performance.md#first-load-size).

const STYLED_TEMPLATE = /(?:styled(?:\.\w+|\([^)]*\))|createGlobalStyle|css|keyframes)`([^`]*)`/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('styles', () => {
  it('carry no comments inside their templates', () => {
    const found = sourceFiles('src').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(STYLED_TEMPLATE)]
        .filter(([, css]) => css?.includes('/*'))
        .map(([template]) => `${file}: ${template.slice(0, 60)}…`),
    );
    expect(found).toEqual([]);
  });

  it('are found by the check, comments and all', () => {
    const sample = 'const Box = styled.div`\n  /* why */\n  color: red;\n`;';
    expect([...sample.matchAll(STYLED_TEMPLATE)].map(([, css]) => css?.includes('/*'))).toEqual([true]);
  });
});
