import styled from 'styled-components';
import { Select } from '@/components/ui/form';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from '@/config/languages';
import { useT } from '@/lib/i18n/use-t';
import { useChosenLanguage, useLanguageStore } from '../language-context';
import { space } from '@/config/design-tokens';

// As wide as the language's name: in a crowded bar the greeting gives way instead.
const LanguageSelectControl = styled(Select)`
  width: auto;
  max-width: 100%;
  flex-shrink: 0;
  padding-inline: ${space(2)};
`;

/**
 * The language switcher: each language in its own name and language, the one shown reading as what it is.
 * Its name, 'Language' in the language shown, is the select's title rather than a <label>: the rooms filter
 * already has a field labelled 'Language' on the same page (docs/languages.md#choosing-a-language).
 */
export function LanguageSelect() {
  const t = useT();
  const store = useLanguageStore();
  const chosen = useChosenLanguage();
  return (
    <LanguageSelectControl
      title={t('languageSelectLabel')}
      value={chosen}
      onChange={(event) => {
        if (isLanguageCode(event.target.value)) store.choose(event.target.value);
      }}
    >
      {LANGUAGE_CODES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGES[code].name}
        </option>
      ))}
    </LanguageSelectControl>
  );
}
