// What an error report must never carry: tokens, email addresses, passwords (docs/deploying.md#error-reporting).
// Applied to every string and object that goes into a report, whatever its source.

const REDACTED = '[redacted]';
/** Keys whose values are secrets or personal data, whatever they hold. */
const SECRET_KEY =
  /pass(word)?|pwd|token|jwt|secret|authori[sz]ation|cookie|session|e-?mail|username|credential/i;
const MAX_DEPTH = 4;
const MAX_ITEMS = 20;
const MAX_TEXT = 2000;

const keepQuotes = (_match: string, key: string, value: string) => {
  const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
  return `${key}${quote}${REDACTED}${quote}`;
};

const TEXT_RULES: [RegExp, string | typeof keepQuotes][] = [
  // A JWT anywhere (three base64url parts, the first a JSON header: "eyJ").
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(Bearer|Basic)\s+[^\s,;"']+/gi, '$1 [token]'],
  // key=value and "key": "value" pairs with a secret-looking key, in URLs, JSON text and messages.
  [
    /((?:pass(?:word)?|pwd|token|access_token|jwt|secret|authorization|email|username)["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;"'}]+)/gi,
    keepQuotes,
  ],
  [/[\w.+%-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
];

export function redactText(text: string): string {
  let result = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
  for (const [pattern, replacement] of TEXT_RULES) {
    result =
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement);
  }
  return result;
}

/** A JSON-safe copy of `value` with secrets removed: by key name, and inside every string. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === undefined) return undefined;
  if (typeof value !== 'object') return `[${typeof value}]`;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}
