// The shortlist feature's words in English, by when they load (docs/languages.md#adding-a-message).

export const shortlistMessages = {
  firstLoad: {
    /** The navigation bar's link to Your Shortlist, with the number of saved rooms. */
    shortlistNavLink: '{count, plural, =0 {Shortlist} other {Shortlist ({count})}}',
  },
  /** The room card's Save toggle. */
  'room-screens': {
    shortlistSave: 'Save',
    shortlistSaved: 'Saved',
    shortlistSaveRoom: 'Save {name}',
  },
} satisfies Record<string, Record<string, string>>;
