import { expect, test } from '@playwright/test';
import { logIn, register, uniqueEmail } from './fixtures';

// Every return link safe and faithful (docs/architecture.md#session), in both builds. The one-action-per-room
// flow, which holds a request on the HTTP API, is in cancel-then-apply.real-backend.spec.ts.

const PASSWORD = 'secret-pass-1';

for (const target of ['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example']) {
  test(`a return link that normalises to another host (${target}) lands on Home after login`, async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('redirect');
    await register(page, email, PASSWORD);
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByText('Something went wrong')).toBeHidden();
  });
}

test('the way back keeps an encoded filter: /rooms?location=a%26b comes back as a&b', async ({ page }) => {
  const email = uniqueEmail('filter');
  await register(page, email, PASSWORD);
  await page.goto('/rooms?location=a%26b');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Room Listings' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('a&b');
  expect(new URL(page.url()).searchParams.get('location')).toBe('a&b');
});
