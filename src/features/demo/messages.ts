// The demo build's badge and panel in English, by when they load (docs/languages.md#adding-a-message). Their
// ids start with 'demo', which real-backend builds leave out.

export const demoMessages = {
  firstLoad: {
    demoData: 'Demo data',
    demoDataHint: 'Running on the built-in mock API: no real backend is contacted.',
    demoPanel: 'Demo panel',
    demoReplaying: 'Replaying the recorded session {source}; scenarios and demo data do not apply.',
    demoActiveScenario: 'Active scenario: {scenario}',
    demoScenario: 'Scenario',
    demoApplyAndReload: 'Apply and reload',
    demoResetData: 'Reset demo data',
    demoResetHint: 'Restores the seeded rooms, accounts and applications, then reloads the page.',
    // The scenarios' descriptions, by scenario (src/features/demo/scenario-descriptions.ts); {count} is a number
    // already formatted for the reader.
    demoScenarioDefault: 'The normal demo: seeded rooms and the stateful mock API.',
    demoScenarioEmpty: 'No rooms and no applications (the data itself is kept).',
    demoScenarioManyRooms: '{count} generated rooms in every shape; applying works.',
    demoScenarioTenThousandRooms: "{count} generated rooms, a large deployment's list.",
    demoScenarioSlow: 'Every API call takes 2 to 3 seconds.',
    demoScenarioFlaky: 'Every third API call fails with a text/plain 500 (GET requests are retried).',
    demoScenarioRoomsError: 'Loading rooms fails with a 500.',
    demoScenarioApplicationsError: 'Loading applications fails with a 500.',
    demoScenarioApplyFails: 'Applying for a room fails with a 500.',
    demoScenarioCancelFails: 'Cancelling an application fails with a 500.',
    demoScenarioDistanceFails: 'The distance lookup fails (400 "OSRM routing failed").',
    demoScenarioGeocodeFails: 'The weather (geocode) lookup fails (400 "Could not geocode postcode").',
    demoScenarioSessionExpires:
      'After {count} authenticated calls per login, the token is refused with a 401.',
    demoScenarioRealBackendShapes:
      'Rooms and applications in the observed backend shape only (no location, image, room).',
    demoScenarioReviewed: 'Open applications come back reviewed: alternately rejected and accepted.',
    demoScenarioNewRooms: 'Each refetch of the rooms after the first lists {count} new rooms more.',
    // The List a new room button (src/features/demo/list-new-room-button.tsx), in the panel and on Saved searches.
    demoListNewRoom: 'List a new room',
    demoListNewRoomHint: 'Adds a room that matches your most recently saved search.',
    demoListNewRoomHintNoSearch: 'Adds a room. Save a search first to get one that matches it.',
    demoListNewRoomSignedOut: 'Log in to list a room.',
    demoListedRoom: 'New room listed: {name}',
    demoListedRoomNoLanguage:
      'New room listed: {name}. A listed room has no languages, so it cannot match the language filter.',
    demoListRoomFailed: 'Could not list a new room: {reason}',
  },
} satisfies Record<string, Record<string, string>>;
