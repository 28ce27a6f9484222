// Imported by the Saved searches screen: its English words arrive with it, not with
// the first page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/saved-searches';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
