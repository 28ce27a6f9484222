import { lazyModule } from '../lazy-module';

/**
 * One request for the toast chunk, shared by the container and every toast. A failed request (the network
 * dropped while it loaded) is forgotten, so that the next toast asks again.
 */
const toaster = lazyModule(() => import('./toaster'));

export const loadToaster = toaster.load;

/** The toast chunk once it has loaded, whoever asked for it; null until then. */
export const useLoadedToaster = toaster.useLoaded;
