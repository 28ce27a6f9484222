import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const STYLIS_WITHOUT_PREFIXER = '\0stylis-without-prefixer';

/**
 * styled-components takes the whole of stylis, vendor prefixer included, though it runs the prefixer only
 * when vendor prefixes are turned on (StyleSheetManager's enableVendorPrefixes), which this app never does:
 * the browsers it supports need none (docs/performance.md#queries-and-bundles). The prefixer's tables were
 * 1.2 KB of every first load. In the build, styled-components gets stylis without them; a prefixer asked for
 * anyway says why it is missing. The dev server and the tests keep the package as it is.
 */
export function stylisWithoutPrefixer(): Plugin {
  const stylisSource = join(dirname(createRequire(import.meta.url).resolve('stylis/package.json')), 'src');
  const from = (file: string) => JSON.stringify(join(stylisSource, file));
  return {
    name: 'stylis-without-prefixer',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'stylis' && importer?.includes('/node_modules/styled-components/'))
        return STYLIS_WITHOUT_PREFIXER;
      return null;
    },
    load(id) {
      if (id !== STYLIS_WITHOUT_PREFIXER) return null;
      return [
        ...['Enum.js', 'Utility.js', 'Parser.js', 'Tokenizer.js', 'Serializer.js'].map(
          (file) => `export * from ${from(file)};`,
        ),
        `export { middleware, rulesheet, namespace } from ${from('Middleware.js')};`,
        'export function prefixer() {',
        "  throw new Error('Vendor prefixes are off in this build (scripts/stylis-without-prefixer.ts)');",
        '}',
      ].join('\n');
    },
  };
}
