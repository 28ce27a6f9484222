import { createContext, type ReactNode } from 'react';
import type { SavedSearchesService } from './saved-searches-service';

// The one piece of saved searches in the first load: the context the app's service goes in once someone has
// signed in and its code has loaded (docs/saved-searches.md#speed). The hooks that read it are in
// saved-searches-context.tsx, which loads with the pages and the navigation link that use them.

export const SavedSearchesServiceContext = createContext<SavedSearchesService | null>(null);

/** `service` is null until it is created: the hooks then read as loading. */
export function SavedSearchesProvider({
  service,
  children,
}: {
  service: SavedSearchesService | null;
  children: ReactNode;
}) {
  return <SavedSearchesServiceContext value={service}>{children}</SavedSearchesServiceContext>;
}
