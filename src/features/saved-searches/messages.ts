// The saved searches feature's words in English, by when they load (docs/languages.md#adding-a-message).

export const savedSearchesMessages = {
  /** A saved search's suggested name (search-summary.ts), loaded with the code that makes it. */
  'saved-search-names': {
    savedSearchAllRooms: 'All rooms',
    savedSearchMaxPrice: 'up to {price}',
    savedSearchLanguage: '{language} spoken',
    savedSearchPostcode: 'postcode {postcode}',
    /** Joins the parts of a suggested name: 'Leeds · up to $600/mo'. */
    savedSearchSummaryParts: '{summary} · {part}',
  },
} satisfies Record<string, Record<string, string>>;
