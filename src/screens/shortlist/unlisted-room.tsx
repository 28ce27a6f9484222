import '@/lib/i18n/screen-messages/choosing-screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/layout';
import { space } from '@/config/design-tokens';
import { useShortlistStore } from '@/features/shortlist/shortlist-context';
import type { ShortlistedRoom } from '@/features/shortlist/shortlist-store';
import { useT } from '@/lib/i18n/use-t';

const UnlistedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(4)};
  h2 {
    font-size: 1.125rem;
  }
`;

/** A saved room the backend no longer lists (or, when the list could not be loaded, one not confirmed). */
export function UnlistedRoom({ entry, checking }: { entry: ShortlistedRoom; checking: boolean }) {
  const t = useT();
  const store = useShortlistStore();
  return (
    <Card aria-label={entry.name}>
      <UnlistedBody>
        <h2>{entry.name}</h2>
        {!checking && (
          <>
            <p>
              <Badge tone="neutral">{t('shortlistPageNoLongerListed')}</Badge>
            </p>
            <Button
              type="button"
              variant="secondary"
              // The page says it was removed, and where focus goes next (useRemovalFocus).
              onClick={() => store.remove(entry.id)}
              data-shortlist-remove=""
              aria-label={t('shortlistPageRemoveRoom', { name: entry.name })}
            >
              {t('shortlistPageRemove')}
            </Button>
          </>
        )}
      </UnlistedBody>
    </Card>
  );
}
