// The English catalogue: every user-facing message of the product (docs/specification.md#messages), plus the
// ones the app adds, and the one source of every message id. Each feature and screen keeps its own words in its
// folder's messages.ts, the shell and shared code theirs in shared-messages.ts; this file puts them together
// by when they load. Written in ICU MessageFormat and compiled at build time (vite.config.ts,
// messageCatalogues); the other languages translate these ids in src/locales/*.po. Adding, renaming or removing
// a message: docs/languages.md#adding-a-message.
//
// Components never read these objects: they call t('id') or useT() from src/lib/i18n, which speak the chosen
// language, so nothing in the page imports this file but its types. ICU notes: {name} is a value, plurals are
// {count, plural, one {...} other {...}}, and a literal brace is quoted: '{'.
// The build's catalogue plugin loads this file in Node, which needs each import's extension.
import { applicationsMessages } from '../features/applications/messages.ts';
import { authMessages } from '../features/auth/messages.ts';
import { demoMessages } from '../features/demo/messages.ts';
import { languageMessages } from '../features/language/messages.ts';
import { roomsMessages } from '../features/rooms/messages.ts';
import { savedSearchesMessages } from '../features/saved-searches/messages.ts';
import { shortlistMessages } from '../features/shortlist/messages.ts';
import { themeMessages } from '../features/theme/messages.ts';
import { compareScreenMessages } from '../screens/compare/messages.ts';
import { homeScreenMessages } from '../screens/home/messages.ts';
import { roomsScreenMessages } from '../screens/rooms/messages.ts';
import { savedSearchesScreenMessages } from '../screens/saved-searches/messages.ts';
import { shortlistScreenMessages } from '../screens/shortlist/messages.ts';
import { sharedMessages } from './shared-messages.ts';

type Merged<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/** The parts as one object. An id in two parts fails the build: one of the two English texts would be lost. */
function merge<Parts extends readonly Record<string, string>[]>(...parts: Parts): Merged<Parts> {
  const merged: Record<string, string> = {};
  for (const part of parts) {
    for (const [id, text] of Object.entries(part)) {
      if (Object.hasOwn(merged, id))
        throw new Error(`The message id "${id}" is defined twice (docs/languages.md#adding-a-message)`);
      merged[id] = text;
    }
  }
  return merged as Merged<Parts>;
}

/**
 * Words on every first page, and the page titles and navigation links, which the shell reads before a screen
 * loads. They come first, so their short ids are the shortest (scripts/message-catalogues.ts).
 */
const firstLoadMessages = merge(
  authMessages.firstLoad,
  roomsMessages.firstLoad,
  applicationsMessages.firstLoad,
  homeScreenMessages.firstLoad,
  sharedMessages.firstLoad,
  themeMessages.firstLoad,
  languageMessages.firstLoad,
  demoMessages.firstLoad,
  shortlistMessages.firstLoad,
  shortlistScreenMessages.firstLoad,
  compareScreenMessages.firstLoad,
  savedSearchesScreenMessages.firstLoad,
);

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
  'room-screens': merge(
    roomsMessages['room-screens'],
    applicationsMessages['room-screens'],
    shortlistMessages['room-screens'],
    roomsScreenMessages['room-screens'],
  ),
  /** The offline banner's full wording, loaded the first time the app goes offline. */
  offline: sharedMessages.offline,
  /** The page shown when the app cannot start without its settings file: only then. */
  'startup-error': sharedMessages['startup-error'],
  register: authMessages.register,
  applications: applicationsMessages.applications,
  /** Your Shortlist, Compare Rooms and their map. */
  'choosing-screens': merge(
    shortlistScreenMessages['choosing-screens'],
    compareScreenMessages['choosing-screens'],
    roomsMessages['choosing-screens'],
  ),
  /** A saved search's suggested name ('Leeds · up to $600/mo'), loaded with the code that makes it. */
  'saved-search-names': savedSearchesMessages['saved-search-names'],
  /** Saved searches: the list, its counts, Notify me and Delete. */
  'saved-searches': savedSearchesScreenMessages['saved-searches'],
  /** Room Listings' Save search dialog, loaded on its first use. */
  'save-search': roomsScreenMessages['save-search'],
  /** Room alerts' toast and notification, loaded with their code once someone is signed in. */
  'room-alerts': sharedMessages['room-alerts'],
} satisfies Record<string, Record<string, string>>;

export type LaterScreen = keyof typeof laterScreenMessages;

/** Every message, first load first: a message's short id is its position here. */
export const messages = merge(
  firstLoadMessages,
  laterScreenMessages['room-screens'],
  laterScreenMessages.offline,
  laterScreenMessages['startup-error'],
  laterScreenMessages.register,
  laterScreenMessages.applications,
  laterScreenMessages['choosing-screens'],
  laterScreenMessages['saved-search-names'],
  laterScreenMessages['saved-searches'],
  laterScreenMessages['save-search'],
  laterScreenMessages['room-alerts'],
);

export type MessageId = keyof typeof messages;
