// Every user-facing message of the product (docs/specification.md#messages), plus the ones the app adds: the
// English catalogue, and the one source of every message id. Written in ICU MessageFormat and compiled at
// build time (vite.config.ts, messageCatalogues); the other languages translate these ids in src/locales/*.po.
// Adding, renaming or removing a message: docs/languages.md#adding-a-message.
//
// Components never read this object: they call t('id') or useT() from src/lib/i18n, which speak the chosen
// language. ICU notes: {name} is a value, plurals are {count, plural, one {...} other {...}}, and a literal
// brace is quoted: '{'.

const firstLoadMessages = {
  // Authentication
  loginFailed: 'Login failed',
  /** The server's own detail follows, untranslated. */
  registerFailedWithDetail: 'Registration failed. {detail}',
  registerFailed: 'Registration failed',
  /** Login: the page title, the form heading, its button and the navigation link. */
  login: 'Login',
  /** Register: the page title, the form heading, its button and the navigation link. */
  register: 'Register',
  email: 'Email',
  password: 'Password',
  loggingIn: 'Logging in...',
  noAccountRegister: "Don't have an account? Register",

  // Rooms
  roomListings: 'Room Listings',
  /** The list of room cards, and the embedded room list on Home. */
  rooms: 'Rooms',
  roomsLoadFailed: 'Failed to fetch rooms.',
  loadingRooms: 'Loading rooms...',
  tryAgain: 'Try again',
  search: 'Search',
  clear: 'Clear',
  location: 'Location',
  /** A room with no location, title or address. */
  roomFallbackName: 'Room',

  // Applications on a room card
  // The room card's badge names statuses in lowercase, as the specification shows them.
  roomStatusPending: 'pending',
  roomStatusAccepted: 'accepted',
  roomStatusRejected: 'rejected',
  roomStatusCancelled: 'cancelled',

  // Your Applications
  yourApplications: 'Your Applications',
  /** The list's name for assistive technology. */
  applications: 'Applications',
  statusPending: 'Pending',
  statusAccepted: 'Accepted',
  statusRejected: 'Rejected',
  statusCancelled: 'Cancelled',

  // Home
  home: 'Home',
  welcome: 'Welcome to Student Rooms',
  hello: 'Hello, {name}!',
  homeIntro: 'Browse room listings, apply for rooms, and manage your applications with ease.',
  guest: 'Guest',
  browseRooms: 'Browse Rooms',
  viewApplications: 'View Applications',

  // The shell: navigation, page titles, banners, error pages
  appName: 'Student Rooms',
  /** The document title: the page's name, then the app's. */
  documentTitle: '{page} · Student Rooms',
  mainNavigation: 'Main',
  menu: 'Menu',
  greeting: 'Hi, {username}',
  logout: 'Logout',
  darkMode: 'Dark mode',
  /** The language switcher's name; its options are each language's own name (src/config/languages.ts). */
  languageSelectLabel: 'Language',
  languageLoadFailed: 'The language could not be loaded. Check your connection and try again.',
  pageNotFound: 'Page not found',
  pageNotFoundText: 'The page you were looking for does not exist or has moved.',
  goHome: 'Go to the home page',
  somethingWentWrong: 'Something went wrong',
  pageFailedText: 'This page could not be shown. Your data is safe; please try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  offlineBanner: 'You are offline — showing saved data',
  updateAvailable: 'A new version is available.',
  updateReload: 'Reload',
  newBuildTitle: 'A new version is available',
  newBuildPageMissing: 'This page belongs to a newer version of Student Rooms. Reload to get it.',

  // Transport-level failures, worded for people rather than developers.
  networkError: 'Could not reach the server. Check your connection and try again.',
  timeoutError: 'The server took too long to answer. Please try again.',
  serverError: 'The server had a problem. Please try again later.',
  unexpectedResponse: 'The server sent an unexpected response.',
  unknownError: 'Something went wrong. Please try again.',

  // The toasts' landmark (Alt+T moves to it), their close button and their timer: the library's English names.
  toastRegion: 'Notifications Alt+T',
  toastClose: 'close',
  toastTimer: 'notification timer',

  // The demo build's badge and panel: ids that start with 'demo' are left out of real-backend builds.
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
  demoScenarioSessionExpires: 'After {count} authenticated calls per login, the token is refused with a 401.',
  demoScenarioRealBackendShapes:
    'Rooms and applications in the observed backend shape only (no location, image, room).',
  demoScenarioReviewed: 'Open applications come back reviewed: alternately rejected and accepted.',
  // Shortlist (docs/choosing-a-room.md#shortlist): the card's toggle and the navigation link load with Rooms.
  shortlistNavLink: '{count, plural, =0 {Shortlist} other {Shortlist ({count})}}',
  // Page titles are read by the route before its screen loads, so they stay here.
  shortlistTitle: 'Your Shortlist',
  roomComparisonTitle: 'Compare Rooms',
} satisfies Record<string, string>;

/**
 * Words of screens that are not on a first page: compiled into `virtual:english-catalogue/<screen>`, which the
 * screen's components import through `src/lib/i18n/screen-messages/<screen>.ts`, so their English arrives with
 * their code (docs/languages.md#screens-loaded-later). The other languages' catalogues are whole.
 */
export const laterScreenMessages = {
  /**
   * Room Listings' words beyond its title: the filters, the sort, the cards and what their buttons say (toasts
   * included). They load with the room-screens chunk (Room Listings, Home, Your Shortlist, Compare Rooms), so
   * the first load of /login carries none of them.
   */
  'room-screens': {
    noRoomsFound: 'No rooms found for your criteria.',
    /** The raw count in English keeps the specification's '1000 rooms'; other languages may use #. */
    roomCount: '{count, plural, one {{count} room} other {{count} rooms}}',
    dropFilterHint:
      'Without the {filter} filter you would see {count, plural, one {{count} room} other {{count} rooms}}.',
    removeFilter: 'Remove {filter}',
    filterRooms: 'Filter rooms',
    reset: 'Reset',
    maxPrice: 'Max Price',
    /** The rooms filter's field; the language switcher has languageSelectLabel. */
    language: 'Language',
    postcode: 'Postcode',
    sortBy: 'Sort by',
    sortRecommended: 'Recommended',
    sortPriceAscending: 'Price: low to high',
    sortPriceDescending: 'Price: high to low',
    sortName: 'Name: A to Z',
    roomPhoto: 'Photo of {name}',
    roomNoPhoto: 'No photo available for {name}',
    /** Visually hidden before the price badge. */
    priceLabel: 'Price',
    /** {price} is the formatted amount, '$650' in English. */
    pricePerMonth: '{price}/mo',
    priceOnRequest: 'Price on request',
    weatherLabel: 'Weather:',
    getWeather: 'Get Weather',
    getWeatherFor: 'Get Weather for {name}',
    distanceLabel: 'Distance:',
    refresh: 'Refresh',
    refreshDistanceFor: 'Refresh distance for {name}',
    postcodeLabel: 'Postcode:',
    /** The list of languages spoken on a room card. */
    roomLanguages: 'Languages',
    lookupLoading: 'Loading...',
    coordinates: 'Lat: {latitude}, Lng: {longitude}',
    distanceUpdated: 'Distance updated!',
    distanceFailed: 'Failed to get distance.',
    weatherFetched: 'Weather data fetched! (demo)',
    weatherFailed: 'Failed to get weather.',
    weatherUnavailable: 'Unavailable',
    valueError: 'Error',
    loginToApply: 'Login to apply',
    apply: 'Apply',
    applyFor: 'Apply for {name}',
    cancelApplication: 'Cancel Application',
    cancelApplicationFor: 'Cancel Application for {name}',
    /** While a cancel is in flight, on the room's card and in the list alike. */
    cancelling: 'Cancelling...',
    cancellingApplicationFor: 'Cancelling application for {name}',
    /** Before the room card's status badge. */
    statusLabel: 'Status:',
    applySucceeded: 'Application submitted! Status: Pending',
    applyFailed: 'Failed to apply.',
    cancelNoApplication: 'No application found to cancel.',
    cancelFailed: 'Failed to cancel.',
    cancelFallback: 'Could not cancel.',
    cancelSucceeded: 'Application cancelled.',
    cancelFromListFailed: 'Could not cancel application',
    cancelFromListFallback: 'Cancel failed',
    offlineActionRefused: 'You are offline. Apply and cancel will work again when you are back online.',
    shortlistSave: 'Save',
    shortlistSaved: 'Saved',
    shortlistSaveRoom: 'Save {name}',
  },
  /** The offline banner's full wording, loaded the first time the app goes offline. */
  offline: {
    /** After offlineBanner, in brackets: how old the saved data is. {age} reads "2 hours ago" in the language shown. */
    offlineSavedAgo: 'saved {age}',
    offlineSavedJustNow: 'saved just now',
    offlineNothingSaved: 'You are offline — nothing is saved on this device to show',
  },
  /**
   * The page shown when the app cannot start without its settings file (docs/deploying.md#runtime-config):
   * it loads only then, so no first load carries its words.
   */
  'startup-error': {
    runtimeConfigTitle: 'Student Rooms cannot start',
    runtimeConfigUnreachable:
      'Student Rooms could not load its settings: this device seems to be offline, or the network is not letting it through. Check your connection, then retry.',
    runtimeConfigServerError:
      'The server could not send the settings file {path} (it answered {status}). Retry in a moment.',
    runtimeConfigRetry: 'Retry',
    runtimeConfigMissing: 'The settings file {path} is missing (the server answered {status}).',
    runtimeConfigMalformed: 'The settings file {path} is not valid JSON.',
    runtimeConfigNotObject: 'The settings file {path} must hold a JSON object.',
    runtimeConfigBadUrl:
      'The settings file {path} has an invalid "{field}": it must be an http(s) URL or a path starting with /.',
    runtimeConfigHelp:
      'If you run this site, serve {path} next to index.html with valid JSON, for example \'{\'"apiUrl": "https://rooms-api.example.edu"\'}\', then reload.',
    runtimeConfigReload: 'Reload',
  },
  /** Register's form (Login shares the first load, Register is a route of its own). */
  register: {
    registerSucceeded: 'Registration successful! You can now login.',
    registering: 'Registering...',
    haveAccountLogin: 'Already have an account? Login',
  },
  /** Your Applications' list and filters, also shown on Home. */
  applications: {
    applicationCount: '{count, plural, one {{count} application} other {{count} applications}}',
    /** {date} is the formatted date: the raw '2026-11-23' in English, or '-'. */
    appliedOn: 'Applied on: {date}',
    cancel: 'Cancel',
    cancelApplicationForLower: 'Cancel application for {name}',
    filterApplications: 'Filter applications',
    status: 'Status',
    date: 'Date',
    applicationsLoadFailed: 'Could not fetch',
    noApplicationsFound: 'No applications found for your criteria.',
    loadingApplications: 'Loading applications...',
    loginToViewApplications: 'Login to view your applications.',
  },
  /** Your Shortlist, Compare Rooms and their map. */
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
    compareCaption: 'The rooms side by side: one column per room, one row per fact.',
    compareFact: 'Fact',
    comparePerMonth: 'Price per month',
    comparePerAcademicYear: 'Price per academic year ({months} months)',
    comparePerYear: 'Price per year ({months} months)',
    compareDistance: 'Distance to campus',
    comparePostcode: 'Postcode',
    compareCoordinates: 'Coordinates',
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
    mapTitle: 'Map',
    mapDescription:
      'Where the rooms are, and the campus ({postcode}). A schematic map, not to scale with streets.',
    mapCampus: 'Campus',
    mapCampusAt: 'Campus, {postcode}',
    mapRoomAt: '{name}, {postcode}',
    mapLocating: 'Locating the rooms...',
    mapLocationUnavailable: 'Location unavailable',
    mapNoLocations: 'None of these rooms could be placed on the map.',
    mapCampusUnavailable: 'The campus ({postcode}) could not be placed on the map.',
    mapOpenInOsm: 'Open in OpenStreetMap',
    mapOpenInOsmFor: 'Open in OpenStreetMap: {name} (new tab)',
  },
} satisfies Record<string, Record<string, string>>;

export type LaterScreen = keyof typeof laterScreenMessages;

/** Every message: the one source of message ids. */
export const messages = {
  ...firstLoadMessages,
  ...laterScreenMessages['room-screens'],
  ...laterScreenMessages.offline,
  ...laterScreenMessages['startup-error'],
  ...laterScreenMessages.register,
  ...laterScreenMessages.applications,
  ...laterScreenMessages['choosing-screens'],
};

export type MessageId = keyof typeof messages;
