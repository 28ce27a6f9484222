// Every user-facing message of the product (docs/specification.md#messages), plus the few the app adds.
// One catalogue.

export const messages = {
  loginFailed: 'Login failed',
  registerFailedPrefix: 'Registration failed. ',
  registerFailed: 'Registration failed',
  registerSucceeded: 'Registration successful! You can now login.',

  roomsLoadFailed: 'Failed to fetch rooms.',
  noRoomsFound: 'No rooms found for your criteria.',
  loadingRooms: 'Loading rooms...',

  applySucceeded: 'Application submitted! Status: Pending',
  applyFailed: 'Failed to apply.',

  cancelNoApplication: 'No application found to cancel.',
  cancelFailed: 'Failed to cancel.',
  cancelFallback: 'Could not cancel.',
  cancelSucceeded: 'Application cancelled.',
  cancelFromListFailed: 'Could not cancel application',
  cancelFromListFallback: 'Cancel failed',

  applicationsLoadFailed: 'Could not fetch',
  noApplicationsFound: 'No applications found for your criteria.',
  loadingApplications: 'Loading applications...',
  loginToViewApplications: 'Login to view your applications.',

  distanceUpdated: 'Distance updated!',
  distanceFailed: 'Failed to get distance.',
  weatherFetched: 'Weather data fetched! (demo)',
  weatherFailed: 'Failed to get weather.',
  weatherUnavailable: 'Unavailable',
  valueError: 'Error',

  homeIntro: 'Browse room listings, apply for rooms, and manage your applications with ease.',
  guest: 'Guest',

  sessionExpired: 'Your session has expired. Please log in again.',
  offlineBanner: 'You are offline — showing saved data',
  offlineActionRefused: 'You are offline. Apply and cancel will work again when you are back online.',
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

  // The runtime settings file (docs/deploying.md#runtime-config): shown as a full page, before the app starts.
  runtimeConfigTitle: 'Student Rooms cannot start',
  runtimeConfigUnreachable: (path: string) => `The settings file ${path} could not be loaded.`,
  runtimeConfigMissing: (path: string, status: number) =>
    `The settings file ${path} is missing (the server answered ${status}).`,
  runtimeConfigMalformed: (path: string) => `The settings file ${path} is not valid JSON.`,
  runtimeConfigNotObject: (path: string) => `The settings file ${path} must hold a JSON object.`,
  runtimeConfigBadUrl: (path: string, field: string) =>
    `The settings file ${path} has an invalid "${field}": it must be an http(s) URL or a path starting with /.`,
  runtimeConfigHelp: (path: string) =>
    `If you run this site, serve ${path} next to index.html with valid JSON, for example {"apiUrl": "https://rooms-api.example.edu"}, then reload.`,
  runtimeConfigReload: 'Reload',
} as const;
