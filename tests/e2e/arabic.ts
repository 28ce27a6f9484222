import type { Page } from '@playwright/test';

// What the right-to-left specs (rtl-layout, rtl-demo) share: the Arabic words they look for, and the slack
// their position checks allow.

/** Pixels of slack for sub-pixel layout. */
export const SLACK = 2;

/** The Arabic words the checks look for (src/locales/ar.po). */
export const AR = {
  main: 'الرئيسي',
  rooms: 'الغرف',
  home: 'الرئيسية',
  menu: 'القائمة',
  logout: 'تسجيل الخروج',
  login: 'تسجيل الدخول',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  welcome: 'مرحبًا بك في Student Rooms',
  postcode: 'الرمز البريدي:',
  distanceUpdated: 'تم تحديث المسافة!',
  closeToast: 'إغلاق',
  refreshDistanceFor: /^تحديث المسافة إلى /,
  demoPanel: 'لوحة العرض التجريبي',
  activeScenario: 'السيناريو النشط: default',
};

/** The navigation bar, named in Arabic. */
export const nav = (page: Page) => page.getByRole('navigation', { name: AR.main });

/** The room grid, named in Arabic. */
export const roomsGrid = (page: Page) => page.getByRole('list', { name: AR.rooms });
