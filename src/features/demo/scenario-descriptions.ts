import type { MessageId } from '@/config/messages';
import { formatNumber } from '@/lib/i18n/format-number';
import { msg, t } from '@/lib/i18n/i18n';
import type { DemoScenarioOption } from './demo-controls';

/**
 * The demo scenarios' descriptions in the catalogue, by scenario name: the mock API describes its scenarios in
 * English for QA's tools, and the panel speaks the reader's language. A test keeps this list in step with the
 * mock API's scenarios.
 */
export const scenarioDescriptionIds: Readonly<Record<string, MessageId>> = {
  default: msg('demoScenarioDefault'),
  empty: msg('demoScenarioEmpty'),
  'many-rooms': msg('demoScenarioManyRooms'),
  'ten-thousand-rooms': msg('demoScenarioTenThousandRooms'),
  slow: msg('demoScenarioSlow'),
  flaky: msg('demoScenarioFlaky'),
  'rooms-error': msg('demoScenarioRoomsError'),
  'applications-error': msg('demoScenarioApplicationsError'),
  'apply-fails': msg('demoScenarioApplyFails'),
  'cancel-fails': msg('demoScenarioCancelFails'),
  'distance-fails': msg('demoScenarioDistanceFails'),
  'geocode-fails': msg('demoScenarioGeocodeFails'),
  'session-expires': msg('demoScenarioSessionExpires'),
  'real-backend-shapes': msg('demoScenarioRealBackendShapes'),
  reviewed: msg('demoScenarioReviewed'),
  'new-rooms': msg('demoScenarioNewRooms'),
};

/** A scenario's description in the language shown; one the catalogue does not know keeps the mock's English. */
export function describeScenario(scenario: DemoScenarioOption): string {
  const id = Object.hasOwn(scenarioDescriptionIds, scenario.name)
    ? scenarioDescriptionIds[scenario.name]
    : undefined;
  if (!id) return scenario.description;
  // Grouped, as the mock writes it in English ('5,000'); other languages group as they do.
  const count = scenario.count === undefined ? '' : formatNumber(scenario.count, { useGrouping: true });
  return t(id, { count });
}
