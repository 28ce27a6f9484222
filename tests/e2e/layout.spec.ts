import { expect, test } from '@playwright/test';
import { estimatedCardHeightPx } from '../../src/features/rooms/components/room-card-size';
import {
  box,
  expectNoSidewaysScroll,
  GRID_COLUMNS_BY_WIDTH,
  logIn,
  register,
  registerAndLogIn,
  uniqueEmail,
} from './fixtures';

test('the room grid has 1, 2 or 3 columns by width, and nothing scrolls sideways', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  const grid = page.getByRole('list', { name: 'Rooms' });
  await expect(grid).toBeVisible();

  for (const [width, columns] of GRID_COLUMNS_BY_WIDTH) {
    await page.setViewportSize({ width, height: 900 });
    // Each width from a fresh load: headless Chromium now and then kept laying the page out at the previous
    // width's media queries for seconds after a live resize (seen twice in CI, the screenshot 375 px wide with
    // three columns and the desktop bar). Following a resize is the grid hook's job, tested in
    // tests/unit/virtual-room-grid.test.tsx; this checks the real CSS at each width.
    await page.reload();
    await expect(grid).toBeVisible();
    await expect
      .poll(() => grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length))
      .toBe(columns);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('a room card is about as tall as the grids estimate before laying it out', async ({ page }) => {
  await registerAndLogIn(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/rooms');
    const cards = page.getByRole('list', { name: 'Rooms' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const sizes = await cards.evaluateAll((elements) =>
      elements.slice(0, 6).map((element) => element.getBoundingClientRect()),
    );
    for (const { width: cardWidth, height } of sizes) {
      // A row added to the card and not to room-card-size.ts shows here (docs/architecture.md#adding-a-field-to-rooms).
      const estimate = estimatedCardHeightPx(cardWidth);
      expect(height, `a ${Math.round(cardWidth)} px card at ${width} px`).toBeGreaterThan(estimate * 0.8);
      expect(height, `a ${Math.round(cardWidth)} px card at ${width} px`).toBeLessThan(estimate * 1.2);
    }
  }
});

test('a card keeps the coordinates on one line on a phone, with Get Weather below them', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/rooms');
  const card = page.getByRole('article').first();
  const getWeather = card.getByRole('button', { name: /^Get Weather for / });
  await getWeather.click();
  const value = card.locator('dt', { hasText: 'Weather:' }).locator('+ dd');
  await expect(value).toHaveText(/^Lat: -?\d+\.\d{4}, Lng: -?\d+\.\d{4}$/);

  const boxes = async () => ({
    value: (await value.boundingBox())!,
    button: (await getWeather.boundingBox())!,
    lineHeight: await value.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight)),
  });
  await page.setViewportSize({ width: 375, height: 900 });
  const phone = await boxes();
  // One line, and the button on the row below it rather than squeezing it.
  expect(phone.value.height).toBeLessThan(phone.lineHeight * 1.5);
  expect(phone.button.y).toBeGreaterThanOrEqual(phone.value.y + phone.value.height);

  await page.setViewportSize({ width: 1280, height: 900 });
  const desktop = await boxes();
  // A wide card has room for the button beside the value.
  expect(desktop.button.x).toBeGreaterThan(desktop.value.x + desktop.value.width - 1);
});

test('Compare Rooms on a phone keeps the status label whole beside or above its badge', async ({ page }) => {
  await registerAndLogIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  // Four rooms: each column at its narrowest.
  const ids = ['cc01', 'cc03', 'cc0c', 'cc02'].map((end) => `6b026b08dbdf01ad5cff${end}`);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  const table = page.getByRole('table').first();
  await table
    .getByRole('button', { name: /^Apply for / })
    .first()
    .click();
  const badge = table.locator('[data-status]').first();
  await expect(badge).toHaveText('pending');
  // The lines the label's words take: one, not 'Stat' over 'us:'.
  const labelLines = await badge.evaluate((element) => {
    const label = [...(element.parentElement?.childNodes ?? [])].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!label) return 0;
    const range = document.createRange();
    range.selectNodeContents(label);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(labelLines).toBe(1);
  await expectNoSidewaysScroll(page);
});

test('the mobile menu holds the same items and closes on Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail();
  await register(page, email, 'secret-pass-1');
  await logIn(page, email, 'secret-pass-1');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toBeHidden();

  const menuButton = nav.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  for (const name of ['Home', 'Rooms', 'Applications']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(nav.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
  await expect(nav.getByText(`Hi, ${email}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await nav.getByRole('link', { name: 'Applications', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rooms', exact: true })).toBeHidden();
});

for (const language of ['ar', 'es'] as const) {
  test(`a full navigation bar keeps the start of the username readable, in ${language} at 1,280 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await registerAndLogIn(page);
    // Three saved rooms put a count in the Shortlist link: at this width the bar has no room to spare.
    const shortlist = ['6b026b08dbdf01ad5cffcc01', '6b026b08dbdf01ad5cffcc02', '6b026b08dbdf01ad5cffcc03'];
    await page.evaluate(
      ([key, rooms, chosen]) => {
        localStorage.setItem(key, JSON.stringify(rooms.map((id) => ({ id, name: id }))));
        localStorage.setItem('language', chosen);
      },
      [`shortlist:${email}`, shortlist, language] as const,
    );
    await page.reload();
    const bar = page.getByRole('navigation').first();
    await expect(bar.getByRole('link', { name: /\(3\)/ })).toBeVisible();
    // Where the address's own letters are drawn, inside the box that clips them (its <bdi> right to left,
    // the greeting left to right).
    const shown = await bar.getByTitle(email).evaluate((greeting, address) => {
      const walker = document.createTreeWalker(greeting, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(address) ?? -1;
        if (at < 0 || !node.parentElement) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + address.length);
        const text = range.getBoundingClientRect();
        const clip = node.parentElement.getBoundingClientRect();
        return {
          width: Math.min(text.right, clip.right) - Math.max(text.left, clip.left),
          inside: text.top >= clip.top - 1 && text.bottom <= clip.bottom + 1,
        };
      }
      return null;
    }, email);
    // Its first letters and an ellipsis at least ('e2e…'), not one letter or nothing, on a line of its own if
    // it must, inside the bar's height.
    expect(shown?.width).toBeGreaterThan(40);
    expect(shown?.inside).toBe(true);
    expect((await box(bar.getByTitle(email))).bottom).toBeLessThanOrEqual((await box(bar)).bottom);
    await expectNoSidewaysScroll(page);
  });
}
