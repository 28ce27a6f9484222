import styled from 'styled-components';
import { Select } from '@/components/ui/form';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from '@/config/languages';
import { useT } from '@/lib/i18n/use-t';
import { useChosenLanguage, useLanguageStore } from '../language-context';
import { space } from '@/config/design-tokens';

const Switcher = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 0;
`;

const LanguageSelectControl = styled(Select)`
  width: auto;
  max-width: 100%;
`;

/**
 * The language switcher: each language in its own name and language. Its name, 'Language' in the language
 * shown, is the select's title rather than a <label>: the rooms filter already has a field labelled
 * 'Language' on the same page, and the globe is what people look for (docs/languages.md#the-switcher).
 */
export function LanguageSelect() {
  const t = useT();
  const store = useLanguageStore();
  const chosen = useChosenLanguage();
  return (
    <Switcher>
      <span aria-hidden="true">🌐</span>
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
    </Switcher>
  );
}
