import { lazyModule } from '@/lib/lazy-module';

/** Save search's dialog and the opened search's marks, loaded on first use (saved-search-parts.ts). */
export const savedSearchParts = lazyModule(() => import('./saved-search-parts'));
