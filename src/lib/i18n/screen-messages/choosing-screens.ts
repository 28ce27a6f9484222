// Imported by Your Shortlist, Compare Rooms and the map: their English words arrive with them, not with
// the first page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/choosing-screens';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
