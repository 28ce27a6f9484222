import '@/lib/i18n/screen-messages/save-search';
import { useEffect, type ReactNode } from 'react';
import { WarningNote } from '@/components/ui/warning-note';
import { useOpenedSearch } from '@/features/saved-searches/use-opened-search';
import { useT } from '@/lib/i18n/use-t';

// Loaded only when Room Listings is opened as a saved search (`search=<id>`): its first load without one
// carries none of it (docs/saved-searches.md#new-rooms).

export interface OpenedSearchView {
  /** The matching rooms first seen since the search's previous opening, marked New for the whole visit. */
  newRoomIds: ReadonlySet<string> | undefined;
  /** Says that part of the stored search no longer exists and was left out. */
  notice: ReactNode;
}

interface OpenedSearchTrackerProps {
  searchId: string;
  onChange: (view: OpenedSearchView | null) => void;
}

/**
 * Notes the opening of the saved search and tells Room Listings what to mark; renders nothing itself, so
 * the list keeps its place in the page (and keyboard focus) when this arrives. An unknown id marks nothing.
 */
export function OpenedSearchTracker({ searchId, onChange }: OpenedSearchTrackerProps) {
  const t = useT();
  const opened = useOpenedSearch(searchId);
  const found = opened.status === 'found' ? opened : null;
  const newRoomIds = found?.newRoomIds;
  const dropped = found?.criteriaDropped ?? false;
  useEffect(() => {
    const notice = dropped ? <WarningNote>{t('savedSearchPartDropped')}</WarningNote> : null;
    onChange({ newRoomIds, notice });
  }, [newRoomIds, dropped, onChange, t]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
}
