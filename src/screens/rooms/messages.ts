// Room Listings' own words in English, by when they load (docs/languages.md#adding-a-message): saving the
// search it shows, and opening one saved before (docs/saved-searches.md#saving).

export const roomsScreenMessages = {
  'room-screens': {
    /** Beside Search and Reset; it opens the Save search dialog. */
    saveSearch: 'Save search',
    /** When the dialog's code cannot load (offline before it was ever opened). */
    saveSearchUnavailable: 'Save search could not open. Check your connection and try again.',
    /** An opened saved search held something today's filters or orders no longer have. */
    savedSearchPartDropped: 'Part of this saved search no longer exists, so it opened without it.',
  },
  /** The Save search dialog, loaded on its first use. */
  'save-search': {
    saveSearchTitle: 'Save search',
    saveSearchName: 'Name',
    saveSearchSubmit: 'Save',
    saveSearchCancel: 'Cancel',
    saveSearchNameMissing: 'Enter a name.',
    saveSearchSaved: 'Search saved',
    /** {max} is 20 (SAVED_SEARCHES_MAX). */
    saveSearchLimit: 'You can keep {max} saved searches. Delete one to save another.',
    saveSearchNotStored:
      'The search could not be saved: this browser refused to store it. Free some space on the device, or leave private browsing, and try again.',
  },
} satisfies Record<string, Record<string, string>>;
