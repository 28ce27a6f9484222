import { expect, test } from '@playwright/test';
import { expectAccessible, THEMES, useTheme } from './axe';

// Runs in both builds: the demo build and a real-backend build against the HTTP mock API, whose seed data
// holds the same demo account.
const DEMO = { email: 'demo@student.test', password: 'demo1234' } as const;
const ROOM = 'Fallowfield, Manchester';

// Every language in both themes: the words change width, direction and script, so contrast, names and targets
// are checked again where they show most (docs/languages.md). One desktop width keeps it short.
const LANGUAGES = [
  {
    code: 'es',
    login: 'Iniciar sesión',
    welcome: 'Te damos la bienvenida a Student Rooms',
    rooms: 'Habitaciones disponibles',
    applications: 'Tus solicitudes',
  },
  {
    code: 'zh-Hans',
    login: '登录',
    welcome: '欢迎使用 Student Rooms',
    rooms: '房源列表',
    applications: '我的申请',
  },
  {
    code: 'ar',
    login: 'تسجيل الدخول',
    welcome: 'مرحبًا بك في Student Rooms',
    rooms: 'قائمة الغرف',
    applications: 'طلباتك',
  },
] as const;

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test(`the main screens pass axe in ${language.code}: ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.addInitScript((code) => window.localStorage.setItem('language', code), language.code);
      const at = (screen: string) => `${screen} (${language.code}, ${theme})`;

      await page.goto('/login');
      // A fresh browser's first page: the demo's worker starts and the language's words load before the
      // title shows, which on a busy two-core CI machine once took more than the default 5 s.
      await expect(page.getByRole('heading', { name: language.login })).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expectAccessible(page, at('Login'));

      await page.locator('input[name="email"]').fill(DEMO.email);
      await page.locator('input[name="password"]').fill(DEMO.password);
      await page.getByRole('button', { name: language.login }).click();
      await expect(page.getByRole('heading', { name: language.welcome })).toBeVisible();

      await page.goto('/rooms');
      await expect(page.getByRole('heading', { name: language.rooms })).toBeVisible();
      await expect(page.getByRole('article', { name: ROOM })).toBeVisible();
      await expectAccessible(page, at('Rooms'));

      await page.goto('/applications');
      await expect(page.getByRole('heading', { name: language.applications })).toBeVisible();
      await expect(page.locator('[data-status]').first()).toBeVisible();
      await expectAccessible(page, at('Applications'));
    });
  }
}
