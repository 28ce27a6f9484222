import { isInAppPath, OPEN_IN_APP_MESSAGE_TYPE, type OpenInAppMessage } from './messages';

/** The parts of a window client the click needs; tests pass their own. */
export interface AppWindow {
  url: string;
  focus: () => Promise<unknown>;
  postMessage: (message: OpenInAppMessage) => void;
}

export interface NotificationClickDeps {
  /** The worker's scope: the app's base URL. */
  scope: string;
  windows: () => Promise<readonly AppWindow[]>;
  openWindow: (url: string) => Promise<unknown>;
}

/**
 * A tap on a room alert (docs/saved-searches.md#alerts): an open tab of the app is focused and opens the
 * search itself, without a reload; with no tab open, a new window opens on the search. Data that is not an
 * in-app path opens the app's start page.
 */
export async function openFromNotification(data: unknown, deps: NotificationClickDeps): Promise<void> {
  const path = typeof data === 'object' && data !== null ? (data as { path?: unknown }).path : undefined;
  const inApp = isInAppPath(path) ? path : '/';
  const open = (await deps.windows()).find((window) => window.url.startsWith(deps.scope));
  if (open) {
    await open.focus();
    open.postMessage({ type: OPEN_IN_APP_MESSAGE_TYPE, path: inApp });
    return;
  }
  await deps.openWindow(new URL(inApp.slice(1), deps.scope).href);
}
