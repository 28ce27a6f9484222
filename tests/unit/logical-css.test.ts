import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Layout must mirror right to left by itself, so styles name sides logically (margin-inline-start,
// inset-inline-end, text-align: start), never left or right (docs/right-to-left.md#logical-properties).
// A justified exception carries the comment `logical-css-allow: <why>` on its own line or the line above.

const SOURCE_ROOT = 'src';
const ALLOW_MARKER = /logical-css-allow:\s*(\S.*)?$/;
const MIN_REASON_LENGTH = 10;

/** Physical declarations in CSS (styled-components, global styles) and in React style objects. */
const PHYSICAL_RULES: { pattern: RegExp; use: string }[] = [
  {
    pattern: /\b(margin|padding)-(left|right)\s*:/,
    use: 'margin-inline-start/end, padding-inline-start/end',
  },
  { pattern: /\bborder-(left|right)(-[a-z]+)?\s*:/, use: 'border-inline-start/end' },
  {
    pattern: /\bborder-(top|bottom)-(left|right)-radius\s*:/,
    use: 'border-start-start-radius and its siblings',
  },
  { pattern: /(^|[\s{;])(left|right)\s*:/, use: 'inset-inline-start/end' },
  { pattern: /\b(text-align|float|clear)\s*:\s*(left|right)\b/, use: 'start/end (inline-start/end)' },
  { pattern: /\b(margin|padding)(Left|Right)\s*:/, use: 'marginInlineStart/End, paddingInlineStart/End' },
  { pattern: /\bborder(Left|Right)[A-Za-z]*\s*:/, use: 'borderInlineStart/End' },
  { pattern: /\bborder(Top|Bottom)(Left|Right)Radius\s*:/, use: 'borderStartStartRadius and its siblings' },
  { pattern: /\b(textAlign|float|clear)\s*:\s*['"`](left|right)\b/, use: "'start' / 'end'" },
];

interface PhysicalProperty {
  line: number;
  text: string;
  use: string;
}

/** Removes comments, keeping line breaks, so that prose such as 'the time left: ...' is never flagged. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/** Every physical left/right declaration in a file's text, except those allowed with a reason. */
function findPhysicalProperties(source: string): PhysicalProperty[] {
  const original = source.split('\n');
  const code = withoutComments(source).split('\n');
  const found: PhysicalProperty[] = [];
  code.forEach((line, index) => {
    const rule = PHYSICAL_RULES.find(({ pattern }) => pattern.test(line));
    if (!rule) return;
    const allowedBy = [original[index], original[index - 1]]
      .map((text) => ALLOW_MARKER.exec(text ?? ''))
      .find((match) => match !== null);
    const reason = allowedBy?.[1]?.replace(/\*\/\s*$/, '').trim() ?? '';
    if (reason.length >= MIN_REASON_LENGTH) return;
    found.push({ line: index + 1, text: original[index]!.trim(), use: rule.use });
  });
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

describe('the physical-property finder', () => {
  it.each([
    ['margin-left: auto;'],
    ['  padding-right: 8px;'],
    ['border-left: 1px solid red;'],
    ['border-right-color: transparent;'],
    ['border-top-left-radius: 4px;'],
    ['  left: 0;'],
    ['{ right: 12px; }'],
    ['text-align: left;'],
    ['float: right;'],
    ['style={{ marginLeft: 4 }}'],
    ["style={{ textAlign: 'right' }}"],
    ['style={{ left: 0, top: 0 }}'],
  ])('flags %s', (line) => {
    expect(findPhysicalProperties(line)).toHaveLength(1);
  });

  it.each([
    ['margin-inline-start: auto;'],
    ['inset-inline: 0;'],
    ['text-align: start;'],
    ['border-inline-end-color: transparent;'],
    ['margin: 0 auto;'],
    ['/** Rooms prepared between two looks at the idle time left: about a millisecond. */'],
    ['// the space left: none'],
    ['/* a multi-line comment,\n   left: 0; as prose */'],
    ['inset-inline-end: max(16px, env(safe-area-inset-right));'],
    ["const url = 'https://example.test'; // left: a note"],
  ])('passes %s', (text) => {
    expect(findPhysicalProperties(text)).toEqual([]);
  });

  it('allows a declaration with a stated reason, on its line or the line above', () => {
    expect(
      findPhysicalProperties('left: 0; /* logical-css-allow: the map tiles are laid out in screen space */'),
    ).toEqual([]);
    expect(
      findPhysicalProperties(
        '// logical-css-allow: a chart axis reads left to right in every language\nleft: 0;',
      ),
    ).toEqual([]);
  });

  it('does not accept an allow comment without a reason', () => {
    expect(findPhysicalProperties('left: 0; // logical-css-allow:')).toHaveLength(1);
    expect(findPhysicalProperties('// logical-css-allow: ok\nleft: 0;')).toHaveLength(1);
  });

  it('names the line it found', () => {
    const [found, ...others] = findPhysicalProperties('a {\n  color: red;\n  margin-right: 4px;\n}');
    expect(others).toEqual([]);
    expect(found).toMatchObject({ line: 3, text: 'margin-right: 4px;' });
  });
});

describe('styles under src/', () => {
  it('use logical properties only, never left or right', () => {
    const offences = sourceFiles(SOURCE_ROOT).flatMap((file) =>
      findPhysicalProperties(readFileSync(file, 'utf8')).map(
        ({ line, text, use }) => `${relative(process.cwd(), file)}:${line}: ${text} (use ${use})`,
      ),
    );
    expect(offences, 'physical left/right styles; see docs/right-to-left.md#logical-properties').toEqual([]);
  });
});
