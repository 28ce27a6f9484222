import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

// The whole flow in Spanish, in the demo and the real-backend build alike (docs/languages.md).
const ROOM = 'Fallowfield, Manchester';

/** Fills the Spanish Register or Login form's email and password, and presses its button. */
async function submitInSpanish(
  page: Page,
  email: string,
  password: string,
  button: 'Registrarse' | 'Iniciar sesión',
): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: button }).click();
}

test('register, log in, filter, apply, cancel, see the applications and log out, all in Spanish', async ({
  page,
}) => {
  const email = uniqueEmail('espanol');
  const password = 'secret-pass-1';

  await page.goto('/register');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await submitInSpanish(page, email, password, 'Registrarse');
  await expect(page.getByText('¡Registro completado! Ya puedes iniciar sesión.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await submitInSpanish(page, email, password, 'Iniciar sesión');
  await expect(page.getByRole('heading', { name: 'Te damos la bienvenida a Student Rooms' })).toBeVisible();
  await expect(page.getByText(`¡Hola, ${email}!`)).toBeVisible();

  const navigation = page.getByRole('navigation', { name: 'Principal' });
  await navigation.getByRole('link', { name: 'Habitaciones', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Habitaciones disponibles' })).toBeVisible();
  await expect(page).toHaveTitle('Habitaciones disponibles · Student Rooms');

  await page.getByLabel('Ubicación').fill('Fallowfield');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 habitación', { exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: ROOM });
  await expect(card.getByText(/620\s\$\/mes/)).toBeVisible();
  await expect(card.getByRole('list', { name: 'Idiomas' })).toHaveText(['Inglés', 'Español'].join(''));

  await card.getByRole('button', { name: `Solicitar ${ROOM}` }).click();
  await expect(page.getByText('¡Solicitud enviada! Estado: pendiente')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('pendiente');

  await card.getByRole('button', { name: `Cancelar la solicitud de ${ROOM}` }).click();
  await expect(page.getByText('Solicitud cancelada.')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('cancelada');

  await card.getByRole('button', { name: `Solicitar ${ROOM}` }).click();
  await expect(card.locator('[data-status]')).toHaveText('pendiente');

  await navigation.getByRole('link', { name: 'Solicitudes' }).click();
  await expect(page.getByRole('heading', { name: 'Tus solicitudes' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Solicitudes' });
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2 solicitudes', { exact: true })).toBeVisible();

  await page.getByLabel('Estado').selectOption('pending');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const pending = list.getByRole('article', { name: ROOM });
  await expect(list.getByRole('article')).toHaveCount(1);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()),
  );
  await expect(pending.getByText(`Solicitada el: ${today}`)).toBeVisible();
  await expect(pending.locator('[data-status]')).toHaveText('Pendiente');
  await pending.getByRole('button', { name: `Cancelar la solicitud de ${ROOM}` }).click();
  await expect(page.getByText('Solicitud cancelada.').first()).toBeVisible();
  await expect(page.getByText('No hay solicitudes que cumplan tus criterios.')).toBeVisible();

  await navigation.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  // The choice is kept, and applied before the first paint.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
