// Imported by Room Listings' filters, sort, cards and their buttons (Home, Your Shortlist and Compare Rooms show
// them too): their English words arrive with them, not with /login (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/room-screens';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
