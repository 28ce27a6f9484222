// Imported by the suggested name of a saved search (search-summary.ts): its English words arrive with the
// code that names a search, not with Room Listings' first load (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/saved-search-names';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
