import { lazy, Suspense } from 'react';
import { getDemoControls } from './demo-controls';
import type { DemoPanelProps } from './demo-panel';

// Read directly, not through a helper: a real-backend build sees a constant here, drops the import and
// emits no panel chunk at all (tests/build/real-backend-build.test.ts checks it).
const DemoPanel = import.meta.env.VITE_API_URL
  ? null
  : lazy(() => import('./demo-panel').then((module) => ({ default: module.DemoPanel })));

/** Where the demo panel goes; renders nothing against a real backend or before the mocks started. */
export function DemoPanelSlot({ roomListing }: Pick<DemoPanelProps, 'roomListing'> = {}) {
  const controls = getDemoControls();
  if (!DemoPanel || !controls) return null;
  return (
    <Suspense fallback={null}>
      <DemoPanel controls={controls} roomListing={roomListing} />
    </Suspense>
  );
}
