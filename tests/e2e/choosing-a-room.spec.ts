import { expect, test, type Locator, type Page } from '@playwright/test';
import { isRealBackendBuild, registerAndLogIn } from './fixtures';

// Sort, shortlist, compare and map (docs/choosing-a-room.md), end to end in both builds.

const roomCards = (page: Page) => page.getByRole('list', { name: 'Rooms' }).getByRole('article');
const savedCards = (page: Page) => page.getByRole('list', { name: 'Saved rooms' }).getByRole('article');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** What a card shows: its name, its '$650/mo' price and its postcode. */
async function cardFacts(card: Locator) {
  const text = (await card.textContent()) ?? '';
  return {
    name: (await card.getAttribute('aria-label')) ?? '',
    price: /\$\d+(?:\.\d+)?\/mo/.exec(text)?.[0] ?? null,
    postcode: /Postcode:\s*(.+?)(?:English|$)/.exec(text)?.[1]?.trim() ?? null,
  };
}

/** Which monthly prices the comparison marks Cheapest: the lowest, unless all are equal. */
function cheapestMarks(prices: number[]): boolean[] {
  const lowest = Math.min(...prices);
  const allEqual = prices.every((price) => price === lowest);
  return prices.map((price) => !allEqual && price === lowest);
}

/**
 * Opens `path` afresh, so nothing has focus, and presses Tab from the top of the page until focus has been on
 * each of `dots` (accessible names), at most 80 times; for each dot reached, what `highlighted` reads at that
 * moment (the cards or column headings the page marks).
 */
async function tabFromTopThrough(
  page: Page,
  path: string,
  dots: string[],
  highlighted: () => Promise<string[]>,
) {
  await page.goto(path);
  await expect(page.locator('.room[tabindex="0"]')).toHaveCount(dots.length);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const reached: { dot: string; highlighted: string[] }[] = [];
  for (let step = 0; step < 80 && reached.length < dots.length; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (!dots.includes(label) || reached.some((entry) => entry.dot === label)) continue;
    reached.push({ dot: label, highlighted: await highlighted() });
  }
  return reached;
}

/** A room's dot on the map: its accessible name. */
const dotName = (room: { name: string; postcode: string | null }) => `${room.name}, ${room.postcode ?? ''}`;
/** The rooms' dots, the campus left out: one `g.room` each, named "<room>, <postcode>". */
const roomDots = (page: Page) => page.getByRole('figure', { name: 'Map' }).locator('.room');

async function saveFirstRooms(page: Page, count: number) {
  await page.goto('/rooms');
  const facts = [];
  for (let index = 0; index < count; index += 1) {
    const card = roomCards(page).nth(index);
    const fact = await cardFacts(card);
    await card.getByRole('button', { name: `Save ${fact.name}` }).click();
    await expect(card.getByRole('button', { name: `Save ${fact.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    facts.push(fact);
  }
  return facts;
}

/** The text of each cell of a fact's row in the comparison, one per room. */
async function factRow(page: Page, fact: string): Promise<string[]> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fact, exact: true }) });
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

test('save three rooms, reload, compare two: the table says what the cards say', async ({ page }) => {
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 3);
  await expect(nav(page).getByRole('link', { name: 'Shortlist (3)' })).toBeVisible();

  await page.reload();
  await expect(nav(page).getByRole('link', { name: 'Shortlist (3)' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Shortlist (3)' }).click();
  await expect(page.getByRole('heading', { name: 'Your Shortlist', level: 1 })).toBeVisible();
  await expect(savedCards(page)).toHaveCount(3);
  expect(
    await savedCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label'))),
  ).toEqual(saved.map((room) => room.name));

  const [first, second] = saved as [(typeof saved)[0], (typeof saved)[0]];
  await page.getByRole('checkbox', { name: `Compare ${first.name}` }).check();
  await page.getByRole('checkbox', { name: `Compare ${second.name}` }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(/\/compare\?ids=/);
  await expect(page.getByRole('heading', { name: 'Compare Rooms', level: 1 })).toBeVisible();

  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Fact', first.name, second.name]);
  const prices = await factRow(page, 'Price per month');
  expect(prices.map((cell) => cell.replace(/Cheapest$/, ''))).toEqual([first.price, second.price]);
  expect(await factRow(page, 'Postcode')).toEqual([first.postcode, second.postcode]);
  const monthly = [first, second].map((room) => Number(room.price?.slice(1, -3)));
  expect(await factRow(page, 'Price per year (12 months)')).toEqual(monthly.map((price) => `$${price * 12}`));
  expect(prices.map((cell) => cell.endsWith('Cheapest'))).toEqual(cheapestMarks(monthly));
  await expect.poll(async () => (await factRow(page, 'Distance to campus')).join(' ')).toMatch(/km.*km/);
});

test('one dot per saved room, each reached with Tab from the top of Your Shortlist and of Compare Rooms', async ({
  page,
}) => {
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 3);
  const expected = saved.map(dotName);

  // Your Shortlist: exactly one dot per saved room, no more, no fewer.
  await page.goto('/shortlist');
  await expect(roomDots(page)).toHaveCount(saved.length);
  expect(
    (await roomDots(page).evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')))).sort(),
  ).toEqual([...expected].sort());
  const highlightedCards = () =>
    page
      .getByRole('list', { name: 'Saved rooms' })
      .locator(':scope > li[data-highlighted] > article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  const onShortlist = await tabFromTopThrough(page, '/shortlist', expected, highlightedCards);
  expect(onShortlist.map((step) => step.dot).sort()).toEqual([...expected].sort());
  // Each dot, as focus reached it, highlighted its own room's card and no other.
  for (const step of onShortlist)
    expect(step.highlighted).toEqual([step.dot.slice(0, step.dot.lastIndexOf(', '))]);

  // Compare Rooms with the same three.
  const { origin } = new URL(page.url());
  for (const room of saved) await page.getByRole('checkbox', { name: `Compare ${room.name}` }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Compare Rooms', level: 1 })).toBeVisible();
  await expect(roomDots(page)).toHaveCount(saved.length);
  const comparePath = page.url().slice(origin.length);
  const highlightedColumns = () => page.locator('th[scope="col"][data-highlighted]').allTextContents();
  const onCompare = await tabFromTopThrough(page, comparePath, expected, highlightedColumns);
  expect(onCompare.map((step) => step.dot).sort()).toEqual([...expected].sort());
  for (const step of onCompare)
    expect(step.highlighted).toEqual([step.dot.slice(0, step.dot.lastIndexOf(', '))]);
});

test('on Your Shortlist, pointing at a card or focusing it highlights its dot and no other', async ({
  page,
}) => {
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 3);
  await page.goto('/shortlist');
  await expect(roomDots(page)).toHaveCount(saved.length);
  const highlightedDots = () =>
    page
      .getByRole('figure', { name: 'Map' })
      .locator('.room[data-highlighted]')
      .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('aria-label')));
  const [first, second] = saved as [(typeof saved)[0], (typeof saved)[0]];

  await savedCards(page).filter({ hasText: first.name }).first().hover();
  await expect.poll(highlightedDots).toEqual([dotName(first)]);
  await page.getByRole('checkbox', { name: `Compare ${second.name}` }).focus();
  await expect.poll(highlightedDots).toEqual([dotName(second)]);
  // The highlighted dot is drawn larger, so the mark is more than an attribute.
  const radius = (room: typeof first) =>
    page
      .getByRole('img', { name: dotName(room), exact: true })
      .locator('circle')
      .getAttribute('r');
  expect(Number(await radius(second))).toBeGreaterThan(Number(await radius(first)));
});

test('Compare Rooms prints on one page, without the navigation, the map or the demo panel', async ({
  page,
  baseURL,
}) => {
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 4);
  await page.goto('/shortlist');
  for (const room of saved) await page.getByRole('checkbox', { name: `Compare ${room.name}` }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('columnheader')).toHaveCount(5);
  await expect(roomDots(page)).toHaveCount(4);
  await expect.poll(async () => (await factRow(page, 'Distance to campus')).join(' ')).toMatch(/(km.*){4}/);
  // The demo build's panel, opened, as someone trying scenarios might have left it; the real-backend build
  // has none.
  const demoToggle = page.getByRole('button', { name: 'Demo panel' });
  const demoPanel = page.getByRole('dialog', { name: 'Demo panel' });
  // eslint-disable-next-line playwright/no-conditional-in-test
  if (!isRealBackendBuild(baseURL)) {
    await demoToggle.click();
    // eslint-disable-next-line playwright/no-conditional-expect
    await expect(demoPanel).toBeVisible();
  }

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole('figure', { name: 'Map' })).toBeHidden();
  await expect(demoToggle).toBeHidden();
  await expect(demoPanel).toBeHidden();
  // Role locators leave out what is not rendered: no control is printed.
  await expect(page.getByRole('button')).toHaveCount(0);

  const pdf = await page.pdf({ printBackground: true });
  // Each page is a /Type /Page object; the page tree is /Type /Pages.
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? [];
  expect(pages).toHaveLength(1);
});

test('a shared shortlist opens for someone else in a fresh browser, who can save it all', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 2);
  await page.goto('/shortlist');
  await page.getByRole('button', { name: 'Share shortlist' }).click();
  await expect(page.getByText('Link copied: anyone with it sees these rooms.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  // The link as the page writes it: literal commas, not %2C.
  expect(link).toMatch(/\/shortlist\?ids=[^,%&]+,[^,%&]+$/);

  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await registerAndLogIn(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Shared shortlist' })).toBeVisible();
  const shared = visitor.getByRole('list', { name: 'Rooms in the shared shortlist' }).getByRole('article');
  await expect(shared).toHaveCount(2);
  expect(await shared.evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual(
    saved.map((room) => room.name),
  );
  await expect(visitor.getByText('No rooms saved yet.')).toBeVisible();
  await visitor.getByRole('button', { name: 'Save all to my shortlist' }).click();
  await expect(nav(visitor).getByRole('link', { name: 'Shortlist (2)' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Saved rooms' }).getByRole('article')).toHaveCount(2);
  await other.close();
});

test('at 375 px only the comparison table scrolls sideways, and the fact names stay in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registerAndLogIn(page);
  const saved = await saveFirstRooms(page, 4);
  await page.goto('/shortlist');
  for (const room of saved) await page.getByRole('checkbox', { name: `Compare ${room.name}` }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const region = page.getByRole('region', { name: /one column per room/ });
  await expect(region).toBeVisible();
  const sizes = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
  expect((await sizes()).page).toBeLessThanOrEqual((await sizes()).viewport);
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

  const factName = page.getByRole('rowheader', { name: 'Price per month' });
  const before = await factName.boundingBox();
  await region.evaluate((element) => element.scrollBy({ left: 400 }));
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = await factName.boundingBox();
  expect(Math.round(after!.x)).toBe(Math.round(before!.x));
  expect((await sizes()).page).toBeLessThanOrEqual((await sizes()).viewport);
});
