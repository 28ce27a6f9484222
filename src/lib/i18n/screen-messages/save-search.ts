// Imported by Room Listings' Save search dialog: its English words arrive with it, not with
// the first page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/save-search';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
