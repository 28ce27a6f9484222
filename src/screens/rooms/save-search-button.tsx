import '@/lib/i18n/screen-messages/room-screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { SearchCriteria } from '@/features/saved-searches/saved-search';
import {
  useSavedSearchesService,
  useSavedSearchStore,
} from '@/features/saved-searches/saved-searches-context';
import { useT } from '@/lib/i18n/use-t';
import { lazyModule } from '@/lib/lazy-module';
import { notify } from '@/lib/notify';

/** The dialog loads on the first press: Room Listings' first load carries only this button. */
const saveSearchDialog = lazyModule(() => import('./save-search-dialog'));

/**
 * Room Listings' Save search: a plain button beside Search and Reset that opens the Save search dialog for
 * the applied search, the filters and order in the URL (what the results show), not the form's unsent draft.
 */
export function SaveSearchButton({ criteria }: { criteria: SearchCriteria }) {
  const t = useT();
  const service = useSavedSearchesService();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const loaded = saveSearchDialog.useLoaded();
  const store = useSavedSearchStore();

  // The store's code is usually there already (the navigation bar's count asked for it); the dialog's is not.
  // The rooms on screen are recorded as seen first, so a search saved now counts none of them as new.
  const openDialog = () => {
    Promise.all([saveSearchDialog.load(), service.load(), service.whenRecorded()]).then(
      () => setOpen(true),
      () => notify.error(t('saveSearchUnavailable'), { toastId: 'save-search-unavailable' }),
    );
  };
  // Focus comes back once the dialog is gone: while it is there, it keeps focus inside itself.
  const refocus = useRef(false);
  const close = useCallback(() => {
    refocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  return (
    <>
      <Button ref={buttonRef} type="button" variant="secondary" onClick={openDialog}>
        {t('saveSearch')}
      </Button>
      {open && loaded && store && (
        <loaded.SaveSearchDialog criteria={criteria} store={store} onClose={close} />
      )}
    </>
  );
}
