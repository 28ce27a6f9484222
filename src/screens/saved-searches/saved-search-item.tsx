import '@/lib/i18n/screen-messages/saved-searches';
import { Link } from '@tanstack/react-router';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Bidi } from '@/components/ui/bidi';
import { Button } from '@/components/ui/button';
import { MutedText } from '@/components/ui/layout';
import { StackedItem, StackedItemText } from '@/components/ui/stacked-list';
import { space } from '@/config/design-tokens';
import type { SavedSearch } from '@/features/saved-searches/saved-search';
import { criteriaSearch } from '@/features/saved-searches/search-criteria';
import { useT } from '@/lib/i18n/use-t';

// A heading per search, so a screen reader can go from one to the next; the link is its whole text, and at
// least 24 px tall: it is a target on its own, not a link inside a sentence (WCAG 2.5.8).
const Name = styled.h2`
  font-size: 1.125rem;
  overflow-wrap: anywhere;
  & > a {
    display: inline-block;
    min-block-size: 24px;
    padding-block: 2px;
  }
`;

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export interface SavedSearchItemProps {
  search: SavedSearch;
  /** Its counts, undefined while they are being worked out, or null when there is no room list to count. */
  count: { matches: number; fresh: number } | undefined | null;
  onToggleNotify: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}

/** One saved search: its name opens it on Room Listings (`search=<id>` marks its new rooms), then its counts. */
export function SavedSearchItem({ search, count, onToggleNotify, onDelete }: SavedSearchItemProps) {
  const t = useT();
  return (
    <StackedItem as="li" data-search-id={search.id}>
      <StackedItemText>
        <Name>
          <Link to="/rooms" search={{ ...criteriaSearch(search), search: search.id }}>
            <Bidi dir="auto">{search.name}</Bidi>
          </Link>
        </Name>
        <Counts>
          {count !== null && (
            <MutedText>
              {count ? t('savedSearchRoomCount', { count: count.matches }) : t('savedSearchCounting')}
            </MutedText>
          )}
          {count && count.fresh > 0 && (
            <Badge tone="success">{t('savedSearchNewCount', { count: count.fresh })}</Badge>
          )}
        </Counts>
      </StackedItemText>
      <Controls>
        <Button
          type="button"
          variant="secondary"
          aria-pressed={search.notify}
          aria-label={t('savedSearchNotifyAbout', { name: search.name })}
          onClick={() => onToggleNotify(search)}
        >
          <span aria-hidden="true">{search.notify ? '☑ ' : '☐ '}</span>
          {t('savedSearchNotify')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          data-delete-search=""
          aria-label={t('savedSearchDeleteNamed', { name: search.name })}
          onClick={() => onDelete(search)}
        >
          {t('savedSearchDelete')}
        </Button>
      </Controls>
    </StackedItem>
  );
}
