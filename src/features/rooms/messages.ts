// The rooms feature's words in English, by when they load (docs/languages.md#adding-a-message).

export const roomsMessages = {
  firstLoad: {
    roomListings: 'Room Listings',
    /** The list of room cards, and the embedded room list on Home. */
    rooms: 'Rooms',
    roomsLoadFailed: 'Failed to fetch rooms.',
    loadingRooms: 'Loading rooms...',
  },
  /** The filters, the sort, the cards and what their look-ups say. */
  'room-screens': {
    noRoomsFound: 'No rooms found for your criteria.',
    /** The raw count in English keeps the specification's '1000 rooms'; other languages may use #. */
    roomCount: '{count, plural, one {{count} room} other {{count} rooms}}',
    /** Beside the room count when an opened saved search has rooms first seen since its last opening. */
    newRoomCount: '{count, plural, one {{count} new room} other {{count} new rooms}}',
    /** A card's badge for such a room: exactly this word. */
    roomNewBadge: 'New',
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
  },
  /** The map of Your Shortlist and Compare Rooms. */
  'choosing-screens': {
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
