// Compare Rooms' words in English, by when they load (docs/languages.md#adding-a-message).

export const compareScreenMessages = {
  firstLoad: {
    /** The page title: the route reads it before the screen loads. */
    roomComparisonTitle: 'Compare Rooms',
  },
  'choosing-screens': {
    compareCaption: 'The rooms side by side: one column per room, one row per fact.',
    compareFact: 'Fact',
    comparePerMonth: 'Price per month',
    comparePerAcademicYear: 'Price per academic year ({months} months)',
    comparePerYear: 'Price per year ({months} months)',
    compareDistance: 'Distance to campus',
    comparePostcode: 'Postcode',
    compareCoordinates: 'Coordinates',
    compareDescription: 'Description',
    compareLanguages: 'Languages',
    compareApplication: 'Your application',
    compareCheapest: 'Cheapest',
    compareClosest: 'Closest',
    compareNoPrice: 'Price on request',
    compareNone: 'None listed',
    compareLoading: 'Loading...',
    compareUnavailable: 'Unavailable',
    compareTooMany: 'A comparison shows at most {max} rooms: the first {max} of the link are shown.',
    compareTooFew: 'Choose at least 2 listed rooms to compare.',
    compareUnknownIds:
      '{count, plural, one {{count} room in this link is no longer listed and is left out.} other {{count} rooms in this link are no longer listed and are left out.}}',
    compareBackToShortlist: 'Back to your shortlist',
  },
} satisfies Record<string, Record<string, string>>;
