import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { resetDb } from '@mocks/db';
import { activateLanguage } from '@/lib/i18n/i18n';

// Two busy cores run the whole suite: give findBy/waitFor room before calling a slow render a failure.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks these; the router's scroll restoration and the theme's system check call them.
window.scrollTo = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  localStorage.clear();
  sessionStorage.clear();
  // A fresh IndexedDB per test, as localStorage is cleared: saved query caches never leak between tests.
  globalThis.indexedDB = new IDBFactory();
  document.documentElement.removeAttribute('data-theme');
  // A test that switched language leaves English behind, as a fresh page would start.
  activateLanguage('en');
});
afterAll(() => server.close());
