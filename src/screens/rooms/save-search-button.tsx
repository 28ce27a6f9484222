import '@/lib/i18n/screen-messages/room-screens';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SearchCriteria } from '@/features/saved-searches/saved-search';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/notify';
import { savedSearchParts } from './load-saved-search-parts';

/**
 * Room Listings' Save search: a plain button beside Search and Reset that opens the Save search dialog for
 * the applied search, the filters and order in the URL (what the results show), not the form's unsent draft.
 * The dialog loads on the first press: Room Listings' first load carries only this button.
 */
export function SaveSearchButton({ criteria }: { criteria: SearchCriteria }) {
  const t = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const loaded = savedSearchParts.useLoaded();

  const openDialog = () => {
    savedSearchParts.load().then(
      () => setOpen(true),
      () => notify.error(t('saveSearchUnavailable'), { toastId: 'save-search-unavailable' }),
    );
  };
  // The dialog gives focus back to this button once it is gone (save-search-dialog.tsx).
  const close = () => setOpen(false);

  return (
    <>
      <Button ref={buttonRef} type="button" variant="secondary" aria-haspopup="dialog" onClick={openDialog}>
        {t('saveSearch')}
      </Button>
      {open && loaded && <loaded.SaveSearchDialog criteria={criteria} onClose={close} opener={buttonRef} />}
    </>
  );
}
