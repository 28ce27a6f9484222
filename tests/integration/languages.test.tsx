import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { createTestUser, findToast, renderApp } from '../utils/render-app';
import { listedLanguages } from '../utils/room-card';

const FALLOWFIELD = 'Fallowfield, Manchester';

/** The switcher is named 'Language' in the language shown. */
const LANGUAGE_SELECT_NAMES = /^(Language|Idioma|语言|اللغة)$/;
const languageSelect = () => screen.findByRole('combobox', { name: LANGUAGE_SELECT_NAMES });

async function choose(user: ReturnType<typeof renderApp>['user'], language: string) {
  await user.selectOptions(await languageSelect(), language);
}

/** What a toast's close button and timer, and the region the toasts are in, are named in each language. */
const TOAST_PARTS = {
  en: { close: 'close', timer: 'notification timer', region: 'Notifications Alt+T' },
  'zh-Hans': { close: '关闭', timer: '通知计时器', region: '通知 Alt+T' },
};

function expectToastPartsNamed(toast: HTMLElement, names: (typeof TOAST_PARTS)[keyof typeof TOAST_PARTS]) {
  expect(within(toast).getByRole('button', { name: names.close })).toBeInTheDocument();
  expect(within(toast).getByRole('progressbar', { name: names.timer, hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: names.region })).toContainElement(toast);
}

/** The Register form's fields and button, as named in each language. */
const REGISTER_FORM = {
  es: { email: 'Correo electrónico', password: 'Contraseña', submit: 'Registrarse' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'إنشاء حساب' },
};

/** Registers, with the app in `language`, an address that is already taken; returns the alert that says so. */
async function registerTakenAddressIn(language: keyof typeof REGISTER_FORM): Promise<HTMLElement> {
  const account = await createTestUser();
  localStorage.setItem('language', language);
  const { user } = renderApp({ url: '/register' });
  const form = REGISTER_FORM[language];
  await user.type(await screen.findByLabelText(form.email), account.email);
  await user.type(screen.getByLabelText(form.password), 'another-pass');
  await user.click(screen.getByRole('button', { name: form.submit }));
  return screen.findByRole('alert');
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('languages', () => {
  it('offers each language in its own name and language, English first', async () => {
    renderApp({ url: '/login' });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['中文（简体）', 'zh-Hans'],
      ['العربية', 'ar'],
    ]);
    expect(select).toHaveValue('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['es', 'Iniciar sesión', 'Correo electrónico', '¿No tienes cuenta? Regístrate', 'ltr'],
    ['zh-Hans', '登录', '电子邮箱', '还没有账号？注册', 'ltr'],
    ['ar', 'تسجيل الدخول', 'البريد الإلكتروني', 'ليس لديك حساب؟ أنشئ حسابًا', 'rtl'],
  ])(
    'switches Login to %s, saves the choice and sets lang and dir',
    async (language, title, email, link, dir) => {
      const { user } = renderApp({ url: '/login' });
      await screen.findByRole('heading', { name: 'Login' });
      await choose(user, language);
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
      expect(screen.getByLabelText(email)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('lang', language);
      expect(document.documentElement).toHaveAttribute('dir', dir);
      expect(document.title).toBe(`${title} · Student Rooms`);
      expect(localStorage.getItem('language')).toBe(language);
      // And back: English is always in the first load.
      await choose(user, 'en');
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    },
  );

  it('keeps the chosen language on reload', async () => {
    const { user, unmount } = renderApp({ url: '/register' });
    await choose(user, 'es');
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    unmount();

    renderApp({ url: '/register' });
    expect(await screen.findByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    expect(await languageSelect()).toHaveValue('es');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it.each([
    [['zh-CN', 'en'], '登录', 'zh-Hans'],
    [['es-MX'], 'Iniciar sesión', 'es'],
    [['ar-EG'], 'تسجيل الدخول', 'ar'],
    [['fr-FR', 'de-DE'], 'Login', 'en'],
  ])('follows the browser’s languages %j on a first visit', async (languages, title, language) => {
    browserLanguages(languages);
    renderApp({ url: '/login' });
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', language);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('prefers the saved choice over the browser’s languages', async () => {
    browserLanguages(['es-ES']);
    localStorage.setItem('language', 'zh-Hans');
    renderApp({ url: '/login' });
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it('keeps the server’s detail as it was sent inside a translated message', async () => {
    expect(await registerTakenAddressIn('es')).toHaveTextContent(
      'Error en el registro. Email already registered',
    );
  });

  it('isolates the server’s detail inside Arabic text, so its own order and full stop stay as sent', async () => {
    const alert = await registerTakenAddressIn('ar');
    expect(alert).toHaveTextContent('فشل التسجيل. Email already registered');
    // The server's words are an element of their own, with nothing added to the text.
    const isolated = within(alert).getByText('Email already registered');
    expect(isolated.tagName).toBe('BDI');
    expect(isolated).toHaveAttribute('dir', 'auto');
  });

  it('shows Room Listings in Spanish: navigation, counts, prices, languages, apply and cancel', async () => {
    const account = await createTestUser();
    const { user } = renderApp({ url: '/rooms', as: account });
    await screen.findByRole('heading', { name: 'Room Listings' });
    await choose(user, 'es');

    expect(await screen.findByRole('heading', { name: 'Habitaciones disponibles' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(navigation).getByRole('link', { name: 'Habitaciones' })).toBeInTheDocument();
    expect(within(navigation).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Filtrar habitaciones' })).toBeInTheDocument();
    expect(screen.getByText(/^\d+ habitaciones$/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeInTheDocument();

    const card = screen.getByRole('article', { name: FALLOWFIELD });
    expect(within(card).getByText('620 $/mes')).toBeInTheDocument();
    expect(listedLanguages(card, 'Idiomas')).toEqual(['Inglés', 'Español']);

    await user.click(within(card).getByRole('button', { name: `Solicitar ${FALLOWFIELD}` }));
    expect(await findToast('¡Solicitud enviada! Estado: pendiente')).toBeInTheDocument();
    expect(await within(card).findByText('pendiente')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Cancelar la solicitud de ${FALLOWFIELD}` }));
    expect(await findToast('Solicitud cancelada.')).toBeInTheDocument();
  });

  it('filters in Spanish and offers to drop a filter by its Spanish name', async () => {
    localStorage.setItem('language', 'es');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    await user.type(await screen.findByLabelText('Ubicación'), 'Fallowfield');
    await user.type(screen.getByLabelText('Precio máximo'), '1');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No hay habitaciones que cumplan tus criterios.')).toBeInTheDocument();
    expect(screen.getByText(/Sin el filtro Precio máximo verías 1 habitación\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Precio máximo' })).toBeInTheDocument();
  });

  it('shows Your Applications in Simplified Chinese, with the date in Chinese', async () => {
    server.use(
      http.get('/api/applications/', () =>
        HttpResponse.json([
          {
            id: 'a1',
            room: { location: 'Jericho, Oxford' },
            status: 'pending',
            created_at: '2026-11-23T08:00:00Z',
          },
          {
            id: 'a2',
            room: { location: 'Headington, Oxford' },
            status: 'accepted',
            created_at: '2026-11-20T08:00:00Z',
          },
          {
            id: 'a3',
            room: { location: 'Cowley, Oxford' },
            status: 'waitlisted',
            created_at: '2026-11-19T08:00:00Z',
          },
        ]),
      ),
    );
    localStorage.setItem('language', 'zh-Hans');
    renderApp({ url: '/applications', as: await createTestUser() });
    expect(await screen.findByRole('heading', { name: '我的申请', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('3 份申请')).toBeInTheDocument();
    const item = screen.getByRole('article', { name: 'Jericho, Oxford' });
    expect(within(item).getByText('申请日期：2026年11月23日')).toBeInTheDocument();
    expect(within(item).getByText('待处理')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: '取消Jericho, Oxford的申请' })).toHaveTextContent('取消');
    // A status the app does not know is shown as the server wrote it.
    expect(
      within(screen.getByRole('article', { name: 'Cowley, Oxford' })).getByText('waitlisted'),
    ).toBeInTheDocument();
    expect(document.title).toBe('我的申请 · Student Rooms');
  });

  it('shows Room Listings and its toasts in Simplified Chinese, the toasts named in Chinese too', async () => {
    localStorage.setItem('language', 'zh-Hans');
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    expect(await screen.findByRole('heading', { name: '房源列表', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: FALLOWFIELD });
    await user.click(within(card).getByRole('button', { name: `申请${FALLOWFIELD}` }));
    expectToastPartsNamed(await findToast('申请已提交！状态：待处理'), TOAST_PARTS['zh-Hans']);
    await user.click(within(card).getByRole('button', { name: `取消${FALLOWFIELD}的申请` }));
    expect(await findToast('申请已取消。')).toBeInTheDocument();
  });

  it('names the toasts as the library does in English', async () => {
    const { user } = renderApp({ url: '/rooms', as: await createTestUser() });
    const card = await screen.findByRole('article', { name: FALLOWFIELD });
    await user.click(within(card).getByRole('button', { name: `Apply for ${FALLOWFIELD}` }));
    expectToastPartsNamed(await findToast('Application submitted! Status: Pending'), TOAST_PARTS.en);
  });

  it('shows Home and Room Listings in Arabic, right to left', async () => {
    const account = await createTestUser();
    localStorage.setItem('language', 'ar');
    const { user } = renderApp({ url: '/', as: account });
    expect(await screen.findByRole('heading', { name: 'مرحبًا بك في Student Rooms' })).toBeInTheDocument();
    // The email keeps its left-to-right order inside the Arabic greetings: isolated, with the text unchanged.
    const hello = screen.getByText((_, element) => element?.textContent === `مرحبًا، ${account.email}!`, {
      selector: 'p',
    });
    expect(within(hello).getByText(account.email).tagName).toBe('BDI');
    const greeting = within(screen.getByRole('navigation')).getByTitle(account.email);
    expect(greeting).toHaveTextContent(`مرحبًا، ${account.email}`);
    expect(within(greeting).getByText(account.email).tagName).toBe('BDI');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('link', { name: 'الغرف' }));
    expect(await screen.findByRole('heading', { name: 'قائمة الغرف' })).toBeInTheDocument();
    expect(document.title).toBe('قائمة الغرف · Student Rooms');
    expect(screen.getByRole('button', { name: 'بحث' })).toBeInTheDocument();
  });
});
