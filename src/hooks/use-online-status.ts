import { useSyncExternalStore } from 'react';
import { connectivity } from '@/lib/connectivity';

/** Whether the app can reach its backend: the browser's flag and failed requests both count (src/lib/connectivity.ts). */
export function useOnlineStatus(): boolean {
  return !useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot, () => false);
}
