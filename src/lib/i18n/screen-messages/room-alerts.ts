// Imported by the room alerts' code, loaded once someone is signed in (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/room-alerts';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
