import { createRef, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedSearchesProvider } from '@/features/saved-searches/saved-searches-provider';
import {
  createSavedSearchesService,
  type SavedSearchesService,
} from '@/features/saved-searches/saved-searches-service';
import { createExternalStore } from '@/lib/external-store';
import { SaveSearchDialog } from '@/screens/rooms/save-search-dialog';
import { createMemoryKeyValueStore } from '../utils/memory-key-value-store';
import { createTestQueryClient } from '../utils/render-app';
import { criteria } from '../utils/saved-search-store';

// Saved searches' service is created in an idle moment after sign-in (docs/saved-searches.md#speed): a Save
// pressed before it is there waits for it, rather than saying the search could not be stored.

it('a Save pressed before the saved searches have loaded waits for them and saves the search', async () => {
  const queryClient = createTestQueryClient();
  const owner = createExternalStore<{ username: string } | null>({ username: 'ada@uni.test' });
  const service = createSavedSearchesService({ queryClient, owner, kv: createMemoryKeyValueStore() });
  onTestFinished(service.dispose);
  const onClose = vi.fn();
  const dialog = (current: SavedSearchesService | null): ReactNode => (
    <QueryClientProvider client={queryClient}>
      <SavedSearchesProvider service={current}>
        <SaveSearchDialog criteria={criteria({ location: 'Leeds' })} onClose={onClose} opener={createRef()} />
      </SavedSearchesProvider>
    </QueryClientProvider>
  );
  const { rerender } = render(dialog(null));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Nothing is said yet: the dialog is waiting, not failing.
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(dialog(service));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const { store } = await service.load();
  expect(store.getSnapshot().searches.map(({ name }) => name)).toEqual(['Leeds']);
});
