// Imported by the offline banner's full wording, loaded the first time the app goes offline
// (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/offline';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
