// The language switcher's words in English, by when they load (docs/languages.md#adding-a-message).

export const languageMessages = {
  firstLoad: {
    /** The language switcher's name; its options are each language's own name (src/config/languages.ts). */
    languageSelectLabel: 'Language',
    languageLoadFailed: 'The language could not be loaded. Check your connection and try again.',
  },
} satisfies Record<string, Record<string, string>>;
