import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for Node (vitest): answers immediately, as the latency defaults to 0. */
export const server = setupServer(...handlers);
