import '@/lib/i18n/screen-messages/saved-searches';
import { PageSection, PageTitle } from '@/components/ui/layout';
import { useT } from '@/lib/i18n/use-t';

export function SavedSearchesScreen() {
  const t = useT();
  return (
    <PageSection>
      <PageTitle>{t('savedSearchesTitle')}</PageTitle>
    </PageSection>
  );
}
