import { afterEach, beforeEach, vi } from 'vitest';

/** The part of Periodic Background Sync the app calls (src/features/saved-searches/background-alerts.ts). */
export interface FakePeriodicSync {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
}

/**
 * For each test of the file: notifications allowed, and a worker registration offering `periodicSync`, as an
 * installed app in Chromium has; both gone after the test.
 */
export function withGrantedPeriodicSync(periodicSync: FakePeriodicSync): void {
  beforeEach(() => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ periodicSync }) },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
  });
}
