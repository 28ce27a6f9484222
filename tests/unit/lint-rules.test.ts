import { ESLint } from 'eslint';

// Type-aware linting builds a TypeScript program on first use; that takes seconds, not milliseconds.
const LINT_TIMEOUT_MS = 60_000;

/**
 * The project service only lints files that a tsconfig includes and that exist on disk, so each snippet is
 * linted as if it were the text of an existing component. Nothing is written.
 */
const COMPONENT_PATH = 'src/features/rooms/components/room-card.tsx';

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

  it(
    'forbids dangerouslySetInnerHTML as a JSX attribute',
    async () => {
      const messages = await restrictedSyntaxMessages(
        [
          'export function RoomNote({ html }: { html: string }) {',
          '  return <p dangerouslySetInnerHTML={{ __html: html }} />;',
          '}',
          '',
        ].join('\n'),
      );
      expect(messages).toEqual([expect.stringContaining('dangerouslySetInnerHTML is forbidden')]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'forbids dangerouslySetInnerHTML smuggled in through spread props',
    async () => {
      const messages = await restrictedSyntaxMessages(
        [
          'export function RoomNote({ html }: { html: string }) {',
          '  const props = { dangerouslySetInnerHTML: { __html: html } };',
          '  return <p {...props} />;',
          '}',
          '',
        ].join('\n'),
      );
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
