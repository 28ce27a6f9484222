import { lazy, Suspense } from 'react';
import { getDemoControls } from './demo-controls';
import type { ListNewRoomButtonProps } from './list-new-room-button';

// Read directly, as the panel's slot does: a real-backend build sees a constant here, drops the import and
// emits no button chunk at all (tests/build/real-backend-build.test.ts checks it).
const ListNewRoomButton = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('./list-new-room-button').then((module) => ({ default: module.ListNewRoomButton })));

/**
 * Where a page puts the List a new room button (docs/demo-and-qa.md#new-rooms): it renders nothing against a
 * real backend, before the mocks started, or while a recorded session is replayed (it has no `POST /rooms/`).
 */
export function ListNewRoomSlot(props: ListNewRoomButtonProps) {
  const controls = getDemoControls();
  if (!ListNewRoomButton || !controls || controls.replaySource) return null;
  return (
    <Suspense fallback={null}>
      <ListNewRoomButton {...props} />
    </Suspense>
  );
}
