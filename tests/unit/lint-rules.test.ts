import { ESLint } from 'eslint';

// Type-aware linting builds a TypeScript program on first use; that takes seconds, not milliseconds.
const LINT_TIMEOUT_MS = 60_000;

/**
 * The project service only lints files that a tsconfig includes and that exist on disk, so each snippet is
 * linted as if it were the text of an existing component. Nothing is written.
 */
const COMPONENT_PATH = 'src/features/rooms/components/room-card.tsx';
const THEME_PATH = 'src/features/theme/theme-toggle.tsx';
const MAIN_PATH = 'src/main.tsx';
const WORKER_PATH = 'src/service-worker/sw.ts';

const RULE = 'no-restricted-syntax';

let eslint: ESLint;

async function restrictedSyntaxMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: COMPONENT_PATH });
  const messages = result?.messages ?? [];
  const fatal = messages.filter((message) => message.fatal);
  expect(fatal, 'the snippet must parse').toEqual([]);
  return messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('the ESLint configuration', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: process.cwd() });
  });

  it.each([
    [
      'as a JSX attribute',
      [
        'export function RoomNote({ html }: { html: string }) {',
        '  return <p dangerouslySetInnerHTML={{ __html: html }} />;',
      ],
    ],
    [
      'smuggled in through spread props',
      [
        'export function RoomNote({ html }: { html: string }) {',
        '  const props = { dangerouslySetInnerHTML: { __html: html } };',
        '  return <p {...props} />;',
      ],
    ],
  ])(
    'forbids dangerouslySetInnerHTML %s',
    async (_how, lines) => {
      const messages = await restrictedSyntaxMessages([...lines, '}', ''].join('\n'));
      expect(messages).toEqual([expect.stringContaining('dangerouslySetInnerHTML is forbidden')]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'lets text be rendered as React children',
    async () => {
      const messages = await restrictedSyntaxMessages(
        ['export function RoomNote({ text }: { text: string }) {', '  return <p>{text}</p>;', '}', ''].join(
          '\n',
        ),
      );
      expect(messages).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('the layer boundaries', () => {
  let eslintForBoundaries: ESLint;
  beforeAll(() => {
    eslintForBoundaries = new ESLint({ cwd: process.cwd() });
  });

  async function boundaryMessages(filePath: string, importLine: string): Promise<string[]> {
    const code = `${importLine}\nexport const used = imported;\n`;
    const [result] = await eslintForBoundaries.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'boundaries/dependencies')
      .map((message) => message.message);
  }

  it.each([
    [
      'a feature from another feature',
      COMPONENT_PATH,
      "import imported from '@/features/auth/session-context';",
    ],
    [
      'a feature through a relative path',
      COMPONENT_PATH,
      "import imported from '../../auth/session-context';",
    ],
    ['the app shell from a feature', COMPONENT_PATH, "import imported from '@/app/router';"],
    ['a route from a feature', COMPONENT_PATH, "import imported from '@/routes/login';"],
    [
      'a feature from shared code',
      'src/lib/notify.ts',
      "import imported from '@/features/rooms/api/room-queries';",
    ],
    [
      'the app shell from a shared hook',
      'src/hooks/use-return-focus.ts',
      "import imported from '@/app/app';",
    ],
    ['a route from shared code', 'src/components/ui/button.tsx', "import imported from '@/routes/login';"],
    ['the entry module from shared code', 'src/lib/notify.ts', "import imported from '@/main';"],
    ['the route tree from a feature', COMPONENT_PATH, "import imported from '@/routeTree.gen';"],
    [
      'a feature from another feature, lazily',
      THEME_PATH,
      "const imported = await import('@/features/demo/demo-controls');",
    ],
    ['the mock API from a feature', COMPONENT_PATH, "import imported from '@mocks/db';"],
    ['the mock API through a relative path', COMPONENT_PATH, "import imported from '../../../../mocks/db';"],
    ['the mock API from shared code', 'src/lib/notify.ts', "import imported from '@mocks/jwt';"],
    [
      'the mock API from the app shell, even lazily',
      'src/app/app.tsx',
      "const imported = await import('@mocks/browser');",
    ],
    ['the mock API from a route', 'src/routes/login.tsx', "import imported from '@mocks/browser';"],
    // Only a dynamic import keeps MSW out of real-backend builds.
    ['the mock API from main.tsx statically', MAIN_PATH, "import imported from '@mocks/browser';"],
    ['shared code from the service worker', WORKER_PATH, "import imported from '@/config/messages';"],
    ['a feature from the service worker', WORKER_PATH, "import imported from '@/features/rooms/room';"],
    [
      'saved searches from the rooms feature',
      COMPONENT_PATH,
      "import imported from '@/features/saved-searches/saved-search';",
    ],
    [
      'a feature other than rooms from saved searches',
      'src/features/saved-searches/new-rooms.ts',
      "import imported from '@/features/shortlist/shortlist-store';",
    ],
    ['a screen from a feature', COMPONENT_PATH, "import imported from '@/screens/compare/compare-screen';"],
    ['a screen from shared code', 'src/lib/notify.ts', "import imported from '@/screens/home/home-screen';"],
    [
      'a screen from another screen',
      'src/screens/compare/compare-screen.tsx',
      "import imported from '@/screens/shortlist/shortlist-screen';",
    ],
    [
      'anything but the two embedded lists of other screens, from Home',
      'src/screens/home/home-screen.tsx',
      "import imported from '@/screens/rooms/rooms-screen';",
    ],
  ])(
    'refuses %s',
    async (_what, filePath, importLine) => {
      expect(await boundaryMessages(filePath, importLine)).toEqual([
        expect.stringContaining('no policy allowing'),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    ['a feature from its own files', COMPONENT_PATH, "import imported from '../room';"],
    ['shared code from a feature', COMPONENT_PATH, "import imported from '@/components/ui/button';"],
    [
      'the rooms feature from saved searches, whose filters it keeps',
      'src/features/saved-searches/new-rooms.ts',
      "import imported from '@/features/rooms/room-filters';",
    ],
    ['shared code from shared code', 'src/lib/notify.ts', "import imported from '@/config/messages';"],
    [
      'a feature from the app shell',
      'src/app/app.tsx',
      "import imported from '@/features/rooms/api/room-queries';",
    ],
    [
      'a feature from a route',
      'src/routes/login.tsx',
      "import imported from '@/features/auth/components/login-form';",
    ],
    ['the route tree from the app shell', 'src/app/router.tsx', "import imported from '@/routeTree.gen';"],
    ['a feature from main.tsx', MAIN_PATH, "import imported from '@/features/demo/demo-controls';"],
    ['the mock API from main.tsx, lazily', MAIN_PATH, "const imported = await import('@mocks/browser');"],
    ['its message names from the service worker', WORKER_PATH, "import imported from './messages';"],
    [
      'the runtime config path from the service worker',
      WORKER_PATH,
      "import imported from '@/config/runtime-config-path';",
    ],
    [
      'a feature from a screen',
      'src/screens/compare/compare-screen.tsx',
      "import imported from '@/features/rooms/api/room-queries';",
    ],
    [
      "Room Listings' list, embedded in Home",
      'src/screens/home/home-screen.tsx',
      "import imported from '@/screens/rooms/rooms-browser';",
    ],
    [
      'the worker message names from the app shell',
      'src/app/app-updates.ts',
      "import imported from '@/service-worker/messages';",
    ],
  ])(
    'allows %s',
    async (_what, filePath, importLine) => {
      expect(await boundaryMessages(filePath, importLine)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
