// Imported by Register's form: its English words arrive with it, not with the first page
// (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/register';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
