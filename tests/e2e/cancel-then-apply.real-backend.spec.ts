import { expect, test } from '@playwright/test';
import { MOCK_API_ORIGIN, registerAndLogIn } from './fixtures';

// Every action exactly once (docs/architecture.md#one-action-per-room), against the real-backend build: the
// cancel is held on its way to the HTTP API, as a slow backend would hold it.

test('cancel in the list, then Apply on the card at once: one cancel, then one application, no error', async ({
  page,
  context,
}) => {
  await registerAndLogIn(page);
  await page.getByRole('button', { name: 'Browse Rooms' }).click();
  await page.getByRole('button', { name: 'View Applications' }).click();
  const rooms = page.getByRole('list', { name: 'Rooms' });
  const card = rooms.getByRole('article', { name: 'Whitechapel, London' });
  await card.getByRole('button', { name: 'Apply for Whitechapel, London' }).click();
  await expect(page.getByText('Application submitted! Status: Pending')).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    const isAction = request.method() === 'POST' || request.method() === 'PATCH';
    if (isAction && new URL(request.url()).pathname.startsWith('/applications/')) sent.push(request.method());
  });
  // The cancel is slow: held 1.5 s on its way to the API.
  await context.route(`${MOCK_API_ORIGIN}/applications/*/cancel`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const item = page
    .getByRole('list', { name: 'Applications' })
    .getByRole('article', { name: 'Whitechapel, London' });
  // Scrolled to first, as a user scrolls before pressing: the room cards just above, laid out only once they
  // come near the window, can push the list down by a card's difference from its estimate right after the
  // scroll, and a click aimed before that lands beside the button (docs/performance.md#the-room-grid).
  await item.scrollIntoViewIfNeeded();
  await expect(item).toBeInViewport();
  await item.getByRole('button', { name: 'Cancel application for Whitechapel, London' }).click();

  // While it is in flight the card offers nothing but a busy Cancelling...
  await expect(
    card.getByRole('button', { name: 'Cancelling application for Whitechapel, London' }),
  ).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Apply for Whitechapel, London' })).toHaveCount(0);

  await expect(page.getByText('Application cancelled.')).toBeVisible();
  await card.getByRole('button', { name: 'Apply for Whitechapel, London' }).click();
  await expect(page.getByText('Application submitted! Status: Pending').first()).toBeVisible();
  await expect(card.getByRole('button', { name: /^Cancel Application for/ })).toBeEnabled();
  expect(sent).toEqual(['PATCH', 'POST']);
  await expect(page.getByText('Failed to apply.')).toHaveCount(0);
});
