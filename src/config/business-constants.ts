// The product's constants (docs/specification.md#constants): the one home of every such number.

/** Delay before moving to /login after a successful registration. */
export const REGISTER_REDIRECT_DELAY_MS = 1200;

/** Toast durations. */
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_ERROR_DURATION_MS = 4000;
/** A toast that offers a button (Undo) stays long enough to reach it; not given by the specification. */
export const TOAST_ACTION_DURATION_MS = 8000;

/** Browser storage keys. */
export const STORAGE_KEY_TOKEN = 'jwt';
export const STORAGE_KEY_USERNAME = 'username';
export const STORAGE_KEY_THEME = 'theme';
/**
 * Per tab (sessionStorage): whose session last ended here other than by their own Logout (userKey), so the
 * return link it left is followed only for them (docs/architecture.md#session).
 */
export const STORAGE_KEY_ENDED_SESSION_USER = 'endedSessionUser';
/** The chosen interface language's code (src/config/languages.ts); public/language-init.js reads it too. */
export const STORAGE_KEY_LANGUAGE = 'language';

/** Distance is shown in km with this many decimals (meters / 1000). */
export const DISTANCE_DECIMALS = 1;
/** The campus the backend measures every room's distance to (docs/backend.md#campus); the maps mark it. */
export const CAMPUS_POSTCODE = 'E1 4NS';
export const METERS_PER_KILOMETER = 1000;

/** Coordinates are shown with this many decimals. */
export const COORDINATE_DECIMALS = 4;

/** Dates are compared on the first ten characters of the timestamp (YYYY-MM-DD). */
export const DATE_PREFIX_LENGTH = 10;

/** Room grid column counts by screen size; the widths where they change are in design-tokens.ts. */
export const ROOM_GRID_COLUMNS = { narrow: 1, medium: 2, wide: 3 } as const;

/** The theme attribute is applied after this delay, as the specification asks. */
export const THEME_APPLY_DELAY_MS = 1;

/** Shown when a room has no usable image; a local asset so it works offline. */
export const DEFAULT_ROOM_IMAGE = '/images/room-default.svg';

/**
 * A stored token is dropped at start-up only once its `exp` passed more than this long ago by the device's
 * clock. The backend's tokens last an hour; a device clock an hour fast (a wrong time zone, summer time)
 * would otherwise see every fresh token as spent and sign the user out on each reload. Within this margin the
 * server decides: its 401 ends the session (docs/architecture.md#session).
 */
export const TOKEN_EXPIRY_GRACE_MS = 2 * 60 * 60 * 1000;

// Not given by the specification ("time-outs: not shown"); chosen so a hung backend surfaces as a clear error.
export const API_TIMEOUT_MS = 15_000;

/** Each user's shortlist is kept under this prefix plus their username (docs/choosing-a-room.md#shortlist). */
export const STORAGE_KEY_SHORTLIST_PREFIX = 'shortlist:';
/** How many rooms the comparison shows side by side (docs/choosing-a-room.md#compare). */
export const COMPARE_MAX_ROOMS = 4;
export const COMPARE_MIN_ROOMS = 2;
/** The longest id list a shared shortlist link may carry; more is ignored, with a note. */
export const SHARED_SHORTLIST_MAX_ROOMS = 50;
/** Months in an academic year and in a year, for the comparison's yearly prices. */
export const ACADEMIC_YEAR_MONTHS = 9;
export const YEAR_MONTHS = 12;

/**
 * How long an application the server created without telling its id may stay "being applied": after this,
 * or as soon as the list refetch settles, the card shows it as pending and can be acted on again.
 */
export const APPLY_WITHOUT_ID_SETTLE_MS = 8_000;

/** Saved searches one user may keep on a device (docs/saved-searches.md#saving). */
export const SAVED_SEARCHES_MAX = 20;
/** While the app is visible, the room list is checked for new rooms at least this often (docs/saved-searches.md#alerts). */
export const ROOM_ALERT_CHECK_INTERVAL_MS = 15 * 60 * 1000;
/** The shortest interval the worker asks Periodic Background Sync for (docs/saved-searches.md#alerts). */
export const BACKGROUND_ROOM_CHECK_MIN_INTERVAL_MS = 12 * 60 * 60 * 1000;
