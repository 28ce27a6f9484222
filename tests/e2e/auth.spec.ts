import { expect, test } from '@playwright/test';
import { logIn, register, uniqueEmail, waitForAppShellWorker } from './fixtures';

test('a new user registers, logs in, stays logged in across a reload, and logs out', async ({ page }) => {
  const email = uniqueEmail();
  const password = 'correct-horse-battery';

  await register(page, email, password);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Hi, ${email}`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('username'))).toBe(email);

  await page.reload();
  await expect(page.getByText(`Hello, ${email}!`)).toBeVisible();
  await expect(page.getByText(`Hi, ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('jwt'), localStorage.getItem('username')])).toEqual([
    null,
    null,
  ]);

  // Protected pages are closed again.
  await page.goto('/rooms');
  await expect(page).toHaveURL(/\/login\?redirect=%2Frooms$/);
});

test('a visitor sent to /login returns to the page they wanted after logging in', async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email, 'secret-pass-1');
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logIn(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/applications$/);
});

test('a wrong password shows the server detail and stays on /login', async ({ page }) => {
  const email = uniqueEmail();
  await register(page, email, 'secret-pass-1');
  await logIn(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('the dark theme persists across a reload without flashing light', async ({ page }) => {
  await page.goto('/login');
  // A first visit installs the app-shell worker; the reload below is then served as any later one is.
  await waitForAppShellWorker(page);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  // Set by public/theme-init.js, run from the build's page start script before React renders anything.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Polled: on a first visit the app-shell worker installs meanwhile and may briefly replace the context.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    .toBe('rgb(16, 19, 27)');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(16, 19, 27)');
});
