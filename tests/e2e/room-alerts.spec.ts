import { expect, test, type Page } from '@playwright/test';
import { registerAndLogIn, register, logIn, uniqueEmail } from './fixtures';

// The system-notification path of room alerts (docs/saved-searches.md#alerts): with notifications allowed and
// the tab hidden as the check runs, new matches of a Notify-me search arrive as a system notification that
// opens the search, not as a toast. The browser's own notification is replaced by a recorder, so the test
// checks what the user would be shown rather than how a headless browser draws it.

interface ShownNotification {
  title: string;
  path: unknown;
  tag: unknown;
}

declare global {
  interface Window {
    shownNotifications?: ShownNotification[];
  }
}

/** Records every notification the page shows, through the worker or the page's own Notification. */
async function recordNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.shownNotifications = [];
    const record = (title: string, options?: NotificationOptions) =>
      window.shownNotifications?.push({
        title,
        path: (options?.data as { path?: unknown } | undefined)?.path,
        tag: options?.tag,
      });
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      record(title, options);
      return Promise.resolve();
    };
    class RecordedNotification {
      static readonly permission = Notification.permission;
      static requestPermission = () => Promise.resolve(Notification.permission);
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        record(title, options);
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { configurable: true, value: RecordedNotification });
    // The tab counts as hidden when the check runs; the page still renders and fetches as a visible one.
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  });
}

/** A saved search marked Notify me, stored as the saved searches keep it, before the user logs in. */
async function saveNotifyMeSearch(page: Page, email: string): Promise<void> {
  await page.evaluate(async (user) => {
    const request = indexedDB.open('student-rooms-saved-searches');
    request.onupgradeneeded = () => request.result.createObjectStore('per-user');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error('no database'));
    });
    const transaction = database.transaction('per-user', 'readwrite');
    transaction.objectStore('per-user').put(
      {
        format: 'student-rooms/saved-searches@1',
        searches: [
          {
            id: 'everything',
            name: 'All rooms',
            notify: true,
            filters: { location: '', maxPrice: '', language: '', postcode: '' },
            sort: 'recommended',
            openedAtSeenCount: 0,
            alertedAtSeenCount: 0,
          },
        ],
      },
      `searches:${encodeURIComponent(user.trim().toLowerCase())}`,
    );
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    database.close();
  }, email);
}

test('new rooms for a Notify-me search arrive as one system notification when the tab is hidden', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page);
  const email = uniqueEmail('alerts');
  await register(page, email, 'secret-pass-1');
  await saveNotifyMeSearch(page, email);
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();

  // Every room of the first list is new to this device, so the search has news as soon as the list is seen.
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications ?? []), { timeout: 15_000 })
    .toEqual([
      {
        title: expect.stringMatching(/^\d+ new rooms for All rooms$/) as unknown as string,
        path: '/rooms?search=everything',
        tag: 'room-alert:everything',
      },
    ]);
  // A system notification instead of the toast, not as well.
  await expect(page.getByText(/new rooms for All rooms/)).toHaveCount(0);

  // The same rooms never alert twice: a reload sees the list again and says nothing.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  // eslint-disable-next-line playwright/no-wait-for-timeout -- waiting for a notification that must not come.
  await page.waitForTimeout(3_000);
  expect(await page.evaluate(() => window.shownNotifications ?? [])).toEqual([]);
});

test('without the permission, the same news is a toast with Show, which opens the search', async ({
  page,
}) => {
  const email = await registerAndLogIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await saveNotifyMeSearch(page, email);
  await logIn(page, email, 'secret-pass-1');
  const toast = page.getByRole('status').filter({ hasText: /^\d+ new rooms for All rooms/ });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await toast.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/rooms\?search=everything$/);
});
