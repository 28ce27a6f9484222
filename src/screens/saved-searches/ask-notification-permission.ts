/** Asked once per page load at most: a prompt the user dismissed is not raised again on every press. */
let asked = false;

/**
 * Asks for system notifications on the user's first Notify me press, never on load
 * (docs/saved-searches.md#alerts), and only while the browser has no answer yet. A refusal changes nothing
 * here: alerts stay in-app toasts. Called within the press, so the browser sees the user's gesture.
 */
export function askNotificationPermissionOnce(): void {
  if (asked || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  asked = true;
  // Older Safari answers through a callback and returns nothing: Promise.resolve takes either.
  Promise.resolve(Notification.requestPermission()).catch(() => undefined);
}
