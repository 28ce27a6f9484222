// Where an alert goes (docs/saved-searches.md#alerts): a toast in the page, or a system notification when the
// user allowed them and would not see a toast (a hidden tab) or expects the device's own alerts (an installed app).

export type AlertChannel = 'toast' | 'system';

export interface AlertSurroundings {
  /** Notification.permission, or undefined where the browser has no notifications. */
  permission: NotificationPermission | undefined;
  /** Running as an installed app (display-mode standalone). */
  installed: boolean;
  /** The tab is hidden as the check runs. */
  hidden: boolean;
}

export function chooseAlertChannel({ permission, installed, hidden }: AlertSurroundings): AlertChannel {
  return permission === 'granted' && (installed || hidden) ? 'system' : 'toast';
}

/** The page's surroundings now. */
export function currentSurroundings(): AlertSurroundings {
  return {
    permission: typeof Notification === 'undefined' ? undefined : Notification.permission,
    installed: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
    hidden: document.hidden,
  };
}
