// The theme toggle's words in English, by when they load (docs/languages.md#adding-a-message).

export const themeMessages = {
  firstLoad: {
    darkMode: 'Dark mode',
  },
} satisfies Record<string, Record<string, string>>;
