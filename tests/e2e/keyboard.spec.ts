import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

// Keyboard only: after the first page.goto every step is a key press (Tab, Shift+Tab, Enter, Space, Escape,
// typing). Each press must leave focus on something with a visible focus ring, and never under the sticky
// navigation bar. Waiting for the page to show something is allowed; clicking is not.

interface Focused {
  /** aria-label, else the label of a form field, else the text without leading icons. */
  name: string;
  tag: string;
  ringVisible: boolean;
  inHeader: boolean;
  top: number;
  headerBottom: number;
}

function describeFocus(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { name: '', tag: 'body', ringVisible: false, inHeader: false, top: 0, headerBottom: 0 };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    return {
      // Decorative icons ('☀ Dark mode') are not part of the name.
      // A select's text is all of its options; the Language select is named by its title.
      name: (element.getAttribute('aria-label') ?? label ?? (element.title || element.textContent) ?? '')
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .trim(),
      tag: element.tagName.toLowerCase(),
      ringVisible: outline || shadow,
      inHeader: element.closest('header') !== null,
      top: element.getBoundingClientRect().top,
      headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    };
  });
}

/** Presses a key that moves focus, and checks where it landed can be seen. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const focused = await describeFocus(page);
  expect(focused.tag, `${key} left focus on <body>`).not.toBe('body');
  expect(focused.ringVisible, `no focus ring on ${focused.tag} "${focused.name}"`).toBe(true);
  if (!focused.inHeader) {
    expect(focused.top, `${focused.tag} "${focused.name}" is under the sticky header`).toBeGreaterThanOrEqual(
      focused.headerBottom,
    );
  }
  return focused;
}

/** Tabs (or Shift+Tabs) until the focused element's name matches, checking every stop on the way. */
async function tabTo(page: Page, name: string | RegExp, { backwards = false } = {}): Promise<Focused> {
  const visited: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    const focused = await press(page, backwards ? 'Shift+Tab' : 'Tab');
    if (typeof name === 'string' ? focused.name === name : name.test(focused.name)) return focused;
    visited.push(focused.name);
  }
  throw new Error(`Never reached "${String(name)}"; visited: ${visited.join(' → ')}`);
}

async function expectPage(page: Page, heading: string, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(`${title} · Student Rooms`);
}

async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await tabTo(page, 'Password');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** A new account (the real-backend run shares one database between tests), registered and logged in. */
async function registerAndLogInByKeyboard(page: Page): Promise<void> {
  const email = uniqueEmail('keyboard');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await fillCredentials(page, email, 'secret-pass-1');
  await expect(page.getByText('Registration successful! You can now login.')).toBeVisible();
  // The app moves on to /login by itself, and focus with it.
  await expect(page).toHaveURL(/\/login$/);
  await expectPage(page, 'Login', 'Login');
  await fillCredentials(page, email, 'secret-pass-1');
  await expect(page.getByRole('heading', { name: 'Welcome to Student Rooms' })).toBeVisible();
  await expectPage(page, 'Welcome to Student Rooms', 'Home');
}

test('log in, filter, apply, cancel, switch theme and navigate with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await registerAndLogInByKeyboard(page);

  await tabTo(page, 'Rooms', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rooms$/);
  await expectPage(page, 'Room Listings', 'Room Listings');

  await tabTo(page, 'Location');
  await page.keyboard.type('leeds');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rooms\?location=leeds$/);
  const grid = page.getByRole('list', { name: 'Rooms' });
  await expect(grid.getByRole('article')).toHaveCount(2);

  const apply = await tabTo(page, /^Apply for /);
  const room = apply.name.replace('Apply for ', '');
  const card = grid.getByRole('article', { name: room });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Application submitted! Status: Pending' }),
  ).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('pending');
  // The button is busy (disabled) while the request runs; focus comes back to it as Cancel Application.
  const cancel = card.getByRole('button', { name: `Cancel Application for ${room}` });
  await expect(cancel).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Application cancelled.' })).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('cancelled');
  await expect(card.getByRole('button', { name: `Apply for ${room}` })).toBeFocused();

  // Back up through the card and the filters to the bar: each stop scrolls into view below the header.
  const themeSwitch = page.getByRole('switch', { name: 'Dark mode' });
  await tabTo(page, 'Dark mode', { backwards: true });
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await expect(themeSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(themeSwitch).toBeFocused();

  await tabTo(page, 'Applications', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications$/);
  await expectPage(page, 'Your Applications', 'Your Applications');
  const applications = page.getByRole('list', { name: 'Applications' });
  await expect(applications.getByRole('article', { name: room })).toBeVisible();

  // Searching keeps focus in the field that was submitted, so the user can refine the search at once.
  await tabTo(page, 'Location');
  await page.keyboard.type('leeds');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications\?location=leeds$/);
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeFocused();
  await expect(applications.getByRole('article', { name: room })).toBeVisible();
});

test('a refused login keeps focus on its button, and Tab goes on from there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await tabTo(page, 'Email');
  await page.keyboard.type(uniqueEmail('refused'));
  await tabTo(page, 'Password');
  await page.keyboard.type('not-the-password');
  const button = await tabTo(page, 'Login');
  expect(button.tag).toBe('button');
  await page.keyboard.press('Enter');
  await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password');
  // The browser takes focus from a disabled button: a user who pressed it would start again from the top.
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByRole('button', { name: 'Login' })).toBeFocused();
  const next = await press(page, 'Tab');
  expect(next.name).toBe("Don't have an account? Register");
});

test('the mobile menu opens, is walked through and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerAndLogInByKeyboard(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Menu' });

  await tabTo(page, 'Menu', { backwards: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

  const stops: string[] = [];
  const expected = [
    'Home',
    'Rooms',
    'Applications',
    'Shortlist',
    'Saved searches',
    'Dark mode',
    'Logout',
    'Language',
  ];
  for (const _ of expected) stops.push((await press(page, 'Tab')).name);
  expect(stops).toEqual(expected);

  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect((await describeFocus(page)).ringVisible).toBe(true);

  await page.keyboard.press('Enter');
  await tabTo(page, 'Rooms');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rooms$/);
  await expectPage(page, 'Room Listings', 'Room Listings');
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toBeHidden();
});
