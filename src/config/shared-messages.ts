// The words of the app shell and of shared code, and those several features use, in English, by when they
// load (docs/languages.md#adding-a-message). A feature's or a screen's own words live in its folder.

export const sharedMessages = {
  firstLoad: {
    // Words several features use: Try again (the error pages too), both filter forms' Search and Location.
    tryAgain: 'Try again',
    search: 'Search',
    location: 'Location',
    /** A room with no location, title or address. */
    roomFallbackName: 'Room',

    // The shell: navigation, page titles, banners, error pages
    appName: 'Student Rooms',
    /** The document title: the page's name, then the app's. */
    documentTitle: '{page} · Student Rooms',
    mainNavigation: 'Main',
    menu: 'Menu',
    greeting: 'Hi, {username}',
    logout: 'Logout',
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
  /**
   * Room alerts (docs/saved-searches.md#alerts), loaded with their code once someone is signed in: the toast or
   * system notification about a saved search's new rooms, and its button.
   */
  'room-alerts': {
    /** {name} is the saved search's name, such as "Leeds · up to $600/mo". */
    roomAlertMessage: '{count, plural, one {# new room for {name}} other {# new rooms for {name}}}',
    roomAlertShow: 'Show',
  },
} satisfies Record<string, Record<string, string>>;
