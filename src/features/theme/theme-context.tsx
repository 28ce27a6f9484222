import { createStoreContext } from '@/lib/store-context';
import type { ThemeStore } from './theme-store';
import type { ThemeName } from './themes';

const themeContext = createStoreContext<ThemeName, ThemeStore>('The theme store');

export const ThemeStoreProvider = themeContext.Provider;
export const useThemeStore = themeContext.useStore;
export const useThemeName = themeContext.useValue;
