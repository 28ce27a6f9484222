import { createLanguageStore } from '@/features/language/language-store';
import { activateLanguage, currentLanguage, loadCatalogue, t } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import { createSafeStorage } from '@/lib/safe-storage';

afterEach(() => activateLanguage('en'));

const storage = () => createSafeStorage();

describe('the language store', () => {
  it('switches to a loaded catalogue at once, in the same task', async () => {
    await loadCatalogue('es');
    const store = createLanguageStore(storage(), { browser: ['en'] });
    store.choose('es');
    expect(currentLanguage()).toBe('es');
    expect(t('login')).toBe('Iniciar sesión');
    expect(document.documentElement).toHaveAttribute('lang', 'es');
  });

  it('keeps the old language until the new catalogue is in, and then shows only the latest choice', async () => {
    const pending = new Map<string, () => void>();
    const load = (language: string) =>
      new Promise<void>((resolve) => pending.set(language, () => void loadCatalogue('ar').then(resolve)));
    const store = createLanguageStore(storage(), { browser: ['en'], load });
    store.choose('zh-Hans');
    store.choose('ar');
    expect(store.getSnapshot()).toBe('ar');
    expect(currentLanguage()).toBe('en');
    expect(t('login')).toBe('Login');
    pending.get('ar')?.();
    await vi.waitFor(() => expect(currentLanguage()).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The earlier choice arriving late changes nothing.
    pending.get('zh-Hans')?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(currentLanguage()).toBe('ar');
  });

  it('stays in the language shown, and says so, when a catalogue cannot be loaded', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saved = storage();
    const store = createLanguageStore(saved, {
      browser: ['en'],
      load: () => Promise.reject(new Error('offline')),
    });
    // Not loaded by the tests above: the catalogue would have to be fetched.
    store.choose('zh-Hans');
    await vi.waitFor(() => expect(store.getSnapshot()).toBe('en'));
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(error).toHaveBeenCalledWith(
      'The language could not be loaded. Check your connection and try again.',
      expect.anything(),
    );
  });
});
