// Imported by Room Listings' Save search dialog and its opened saved search: their English words arrive with
// them, not with the first page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/save-search';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
