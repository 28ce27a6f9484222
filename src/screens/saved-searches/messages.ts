// Saved searches' words in English, by when they load (docs/languages.md#adding-a-message).

export const savedSearchesScreenMessages = {
  firstLoad: {
    /** The page title and heading: the route reads it before the screen loads. */
    savedSearchesTitle: 'Saved searches',
    /** The navigation bar's link, with the new rooms waiting over all saved searches. */
    savedSearchesNavLink: '{count, plural, =0 {Saved searches} other {Saved searches ({count} new)}}',
  },
  'saved-searches': {
    savedSearchesLoading: 'Loading saved searches...',
    /** How many rooms match a saved search now. */
    savedSearchRoomCount: '{count, plural, one {{count} room} other {{count} rooms}}',
    /** Of those, how many were first seen since it was last opened; shown only above zero. */
    savedSearchNewCount: '{count, plural, other {{count} new}}',
    savedSearchCounting: 'Counting rooms...',
    savedSearchNotify: 'Notify me',
    savedSearchNotifyAbout: 'Notify me about {name}',
    savedSearchDelete: 'Delete',
    savedSearchDeleteNamed: 'Delete {name}',
    savedSearchDeleted: 'Deleted {name}.',
    savedSearchUndo: 'Undo',
    savedSearchNotChanged: 'That change could not be saved. Try again.',
    savedSearchesEmpty:
      'No saved searches yet. Choose filters on Room Listings, press Search, then Save search: the search comes back here, with the rooms that are new since you last looked.',
    savedSearchesBrowse: 'Go to Room Listings',
  },
} satisfies Record<string, Record<string, string>>;
