// The shortlist feature's words in English, by when they load (docs/languages.md#adding-a-message).

export const shortlistMessages = {
  firstLoad: {
    /** The navigation bar's link to Your Shortlist, with the number of saved rooms. */
    shortlistNavLink: '{count, plural, =0 {Shortlist} other {Shortlist ({count})}}',
  },
  /**
   * The room card's Save toggle. Its word stays 'Save' whether or not the room is saved: the state is in the
   * pressed state, the filled star and the pressed style, so the visible word is always in the accessible
   * name (WCAG 2.5.3, label in name).
   */
  'room-screens': {
    shortlistSave: 'Save',
    shortlistSaveRoom: 'Save {name}',
  },
} satisfies Record<string, Record<string, string>>;
