// Your Shortlist's words in English, by when they load (docs/languages.md#adding-a-message).

export const shortlistScreenMessages = {
  firstLoad: {
    /** The page title: the route reads it before the screen loads. */
    shortlistTitle: 'Your Shortlist',
  },
  'choosing-screens': {
    shortlistPageEmpty: 'No rooms saved yet.',
    shortlistPageBrowse: 'Browse Room Listings',
    shortlistPageSavedRooms: 'Saved rooms',
    shortlistPageNoLongerListed: 'No longer listed',
    shortlistPageRemove: 'Remove',
    shortlistPageRemoveRoom: 'Remove {name}',
    shortlistPageRemoved: 'Removed {name} from your shortlist.',
    shortlistPageShare: 'Share shortlist',
    shortlistPageLinkCopied: 'Link copied: anyone with it sees these rooms.',
    shortlistPageCopyByHand: 'Copy this link to share your shortlist',
    shortlistPageShared: 'Shared shortlist',
    shortlistPageSharedRooms: 'Rooms in the shared shortlist',
    shortlistPageSaveAll: 'Save all to my shortlist',
    shortlistPageSavedAll:
      '{count, plural, =0 {These rooms are already on your shortlist.} one {Saved {count} room to your shortlist.} other {Saved {count} rooms to your shortlist.}}',
    shortlistPageUnknownIds:
      '{count, plural, one {{count} room in this link is no longer listed and is not shown.} other {{count} rooms in this link are no longer listed and are not shown.}}',
    shortlistPageTooMany:
      'This link lists more rooms than a shortlist holds: only the first {count} are shown.',
    shortlistPageSharedEmpty: 'None of the rooms in this link are listed any more.',
    shortlistPageCompareRoom: 'Compare {name}',
    shortlistPageCompare: 'Compare',
    shortlistPageCompareHint: 'Tick 2 to {max} rooms to compare them side by side.',
    shortlistPageCompareChosen:
      '{count, plural, one {{count} room chosen} other {{count} rooms chosen}} of at most {max}.',
    shortlistPageCompareFull: 'You can compare at most {max} rooms: untick one to choose another.',
  },
} satisfies Record<string, Record<string, string>>;
