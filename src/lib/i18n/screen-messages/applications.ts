// Imported by Your Applications' list and filters (on Home too): their English words arrive with them,
// not with the first page (docs/languages.md#screens-loaded-later).
import messages from 'virtual:english-catalogue/applications';
import { addEnglishMessages } from '../i18n';

addEnglishMessages(messages);
