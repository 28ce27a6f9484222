/**
 * What the page and the app-shell worker say to each other. Both sides import these, so a renamed message
 * cannot leave one side listening for a word the other no longer sends.
 */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}

/**
 * The built worker's file, next to index.html in demo and real-backend builds alike (docs/offline.md#worker).
 * Names, not paths: the page prefixes the app's base path, the worker resolves them against its own URL.
 */
export const SERVICE_WORKER_FILE = 'sw.js';
/** msw's worker script, merged into the app-shell worker in demo builds. */
export const MOCK_SERVICE_WORKER_FILE = 'mockServiceWorker.js';

/**
 * Sent by the worker to an open tab when a room alert's notification is tapped: the tab opens `path`, an in-app
 * path such as a saved search's Room Listings (docs/saved-searches.md#alerts).
 */
export const OPEN_IN_APP_MESSAGE_TYPE = 'OPEN_IN_APP';

export interface OpenInAppMessage {
  type: typeof OPEN_IN_APP_MESSAGE_TYPE;
  path: string;
}

/** An in-app path: one slash first, never '//host' or '/\host'. */
export function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** The path an open-in-app message asks for, or null for any other message. */
export function openInAppPath(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  return type === OPEN_IN_APP_MESSAGE_TYPE && isInAppPath(path) ? path : null;
}

/** What a room alert's notification carries, so a tap opens its search. */
export interface RoomAlertNotificationData {
  path: string;
}

/** The notifications' tag prefix: one notification per search, a newer one replacing the last. */
export const ROOM_ALERT_TAG_PREFIX = 'room-alert:';
