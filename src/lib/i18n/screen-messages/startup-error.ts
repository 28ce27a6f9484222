// Imported by the page shown when the app cannot start: its English words arrive with it, not with the first
// page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/startup-error';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
