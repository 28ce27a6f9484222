/**
 * The tiny interface between the demo panel and the mock API. main.tsx starts the mocks and hands their
 * controls over here before the first render, so the panel never imports msw or anything in mocks/.
 */

export interface DemoScenarioOption {
  name: string;
  /** One line in English, as QA's tools write it; the panel shows it translated where it knows the scenario. */
  description: string;
  /** The number the description names (rooms generated, calls allowed), if any. */
  count?: number;
}

export interface DemoControls {
  activeScenario: string;
  scenarios: readonly DemoScenarioOption[];
  /** Remembers the scenario for this tab and reloads the page on the same path. */
  selectScenario: (name: string) => void;
  /** Restores the seed data, in memory and in storage, and reloads. */
  resetDemoData: () => void;
  /** The recorded session replayed instead of the mock API, if any. */
  replaySource: string | null;
}

let current: DemoControls | null = null;

/** Called once, before the app renders (null takes them away again, for tests); they never change after. */
export function provideDemoControls(controls: DemoControls | null): void {
  current = controls;
}

export function getDemoControls(): DemoControls | null {
  return current;
}
