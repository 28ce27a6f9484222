import '@/lib/i18n/screen-messages/room-screens';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SearchCriteria } from '@/features/saved-searches/saved-search';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';
import { savedSearchParts } from './load-saved-search-parts';

/**
 * Room Listings' Save search: a plain button beside Search and Reset that opens the Save search dialog for
 * the applied search (what the results show), not the form's unsent draft. `appliedCriteria` is read at the
 * press: a search's URL is written a moment after its results (rooms-screen.tsx). The dialog loads on the
 * first press: Room Listings' first load carries only this button.
 */
export function SaveSearchButton({ appliedCriteria }: { appliedCriteria: () => SearchCriteria }) {
  const t = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [criteria, setCriteria] = useState<SearchCriteria | null>(null);
  const loaded = savedSearchParts.useLoaded();

  const openDialog = () => {
    const applied = appliedCriteria();
    savedSearchParts.load().then(
      () => setCriteria(applied),
      () => notify.error(t('saveSearchUnavailable'), { toastId: 'save-search-unavailable' }),
    );
  };
  // The dialog gives focus back to this button once it is gone (save-search-dialog.tsx).
  const close = () => setCriteria(null);

  return (
    <>
      <Button ref={buttonRef} type="button" variant="secondary" aria-haspopup="dialog" onClick={openDialog}>
        {t('saveSearch')}
      </Button>
      {criteria && loaded && (
        <loaded.SaveSearchDialog criteria={criteria} onClose={close} opener={buttonRef} />
      )}
    </>
  );
}
