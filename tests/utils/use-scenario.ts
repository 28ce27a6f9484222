import { server } from '@mocks/node';
import { scenarioHandlers, type ScenarioName } from '@mocks/scenarios';
import { DEMO_API_BASE_URL } from '@/config/env';

/**
 * Plays a named QA scenario (mocks/scenarios.ts) for the rest of the current test, on top of the base
 * handlers, exactly as `?scenario=` does in the browser. tests/setup.ts resets the handlers after each test.
 * Not a React hook despite the name, which follows msw's `server.use`.
 */
export function useScenario(name: ScenarioName): void {
  server.use(...scenarioHandlers(name, DEMO_API_BASE_URL));
}
