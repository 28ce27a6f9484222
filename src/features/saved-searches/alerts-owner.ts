// Who gets background alerts on this device, and the words for them (docs/saved-searches.md#alerts). The page
// writes it when Notify me is turned on and clears it at logout; the worker reads it in the background, where
// neither the session nor the interface's language is at hand.

/** The owner record's database and object store, opened by the page and the worker alike. */
export const ALERTS_OWNER_DATABASE = 'student-rooms-alerts';
export const ALERTS_OWNER_STORE = 'owner';
export const ALERTS_OWNER_KEY = 'owner';

/** The Periodic Background Sync tag of the worker's room check. */
export const ROOM_ALERTS_SYNC_TAG = 'room-alerts';

/** Stands for the search's name in the stored texts; a private-use character no name is made of. */
export const ALERT_NAME_TOKEN = '\u{E000}';
/** Texts are kept for counts 1 to this; beyond, the last one's number is rewritten. */
export const ALERT_TEXT_COUNTS = 100;

export interface AlertsOwner {
  /** The owner's normalised user key (src/lib/user-key.ts). */
  userKey: string;
  /**
   * The API the page talks to, as an absolute URL: the worker asks it for the room list. Written by the page,
   * so the worker's own script names no API (docs/offline.md#worker) and follows the runtime config.
   */
  apiBaseUrl: string;
  /** The interface's language when the record was written, for number formatting. */
  language: string;
  /** The alert's words for counts 1 to ALERT_TEXT_COUNTS, in that language, the name as ALERT_NAME_TOKEN. */
  texts: string[];
}

/** The stored record, or null when there is none or it is damaged (then warned about once). */
export function parseAlertsOwner(raw: unknown): AlertsOwner | null {
  if (raw === undefined || raw === null) return null;
  const { userKey, apiBaseUrl, language, texts } = raw as Partial<Record<keyof AlertsOwner, unknown>>;
  const valid =
    typeof raw === 'object' &&
    typeof userKey === 'string' &&
    userKey !== '' &&
    typeof apiBaseUrl === 'string' &&
    /^https?:\/\//.test(apiBaseUrl) &&
    typeof language === 'string' &&
    Array.isArray(texts) &&
    texts.length === ALERT_TEXT_COUNTS &&
    texts.every((text) => typeof text === 'string');
  if (!valid) {
    console.warn('The background alerts record is damaged and was ignored.');
    return null;
  }
  return { userKey, apiBaseUrl, language, texts };
}

/** The alert's words for `count` new rooms of the search `name`. */
export function alertText(owner: AlertsOwner, count: number, name: string): string {
  const last = owner.texts.length;
  let text = owner.texts[Math.min(count, last) - 1] ?? '';
  if (count > last) {
    const format = (value: number) => {
      try {
        return new Intl.NumberFormat(owner.language).format(value);
      } catch {
        return String(value);
      }
    };
    text = text.replace(format(last), format(count));
  }
  return text.replaceAll(ALERT_NAME_TOKEN, name);
}
