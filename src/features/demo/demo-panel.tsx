import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form';
import { Panel as SurfacePanel } from '@/components/ui/layout';
import { useCloseOnEscape } from '@/hooks/use-close-on-escape';
import { translateWithElements } from '@/lib/i18n/rich-text';
import { useT } from '@/lib/i18n/use-t';
import type { DemoControls } from './demo-controls';
import { describeScenario } from './scenario-descriptions';
import { color, radius, space } from '@/config/design-tokens';

/** The panel's id; the real-backend build test also looks for it to prove the panel was left out. */
const DEMO_PANEL_ID = 'student-rooms-demo-panel';

// Above the page and the sticky navigation bar, below react-toastify's toasts (z-index 9999).
const DOCK_Z_INDEX = 900;
const TOUCH_TARGET = '44px';

// At the inline end: bottom right in English, bottom left right to left. The safe-area insets have no logical
// names, so the larger side is kept clear either way (they match on phones turned sideways).
// `pointer-events`: only the toggle and the open panel take clicks, never the empty corner around them.
// Not printed: a tool for the screen, and fixed, it would be printed over every page (Compare Rooms prints as one).
const Dock = styled.div`
  position: fixed;
  inset-inline-end: max(${space(4)}, env(safe-area-inset-right), env(safe-area-inset-left));
  bottom: max(${space(4)}, env(safe-area-inset-bottom));
  z-index: ${DOCK_Z_INDEX};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${space(2)};
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  @media print {
    display: none;
  }
`;

/** Room at the end of the page, so that scrolled to the bottom the toggle covers nothing. */
const ScrollClearance = styled.div`
  height: calc(${TOUCH_TARGET} + ${space(8)});
  @media print {
    display: none;
  }
`;

const Toggle = styled(Button).attrs({ variant: 'secondary' })`
  min-height: ${TOUCH_TARGET};
  border-radius: ${radius.pill};
  box-shadow: 0 4px 12px ${color.shadow};
  font-size: 0.875rem;
  &[aria-expanded='true'] {
    border-color: ${color.accent};
  }
`;

const Panel = styled(SurfacePanel)`
  width: min(360px, calc(100vw - 32px));
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  color: ${color.text};
  box-shadow: 0 12px 32px ${color.shadow};
  & select {
    min-height: ${TOUCH_TARGET};
  }
`;

const Title = styled.h2`
  font-size: 1rem;
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

const Hint = styled(Text)`
  color: ${color.textMuted};
`;

// A scenario or recording name is an identifier: it reads left to right in a sentence of either direction
// (docs/right-to-left.md#bidi-isolation).
const ScenarioName = styled.code`
  unicode-bidi: isolate;
  direction: ltr;
  padding: 1px ${space(1)};
  border-radius: ${radius.sm};
  background: ${color.infoSurface};
  color: ${color.info};
  font-weight: 700;
`;

const Divider = styled.hr`
  width: 100%;
  margin: ${space(1)} 0;
  border: 0;
  border-top: 1px solid ${color.border};
`;

const ActionButton = styled(Button)`
  min-height: ${TOUCH_TARGET};
`;

/** The scenario list, Apply and reload, List a new room (when the page gives it) and Reset demo data. */
function ScenarioControls({ controls, roomListing }: DemoPanelProps) {
  const t = useT();
  const [draft, setDraft] = useState(controls.activeScenario);
  const [reloading, setReloading] = useState(false);
  const descriptionId = useId();
  const draftScenario = controls.scenarios.find((scenario) => scenario.name === draft);
  const draftDescription = draftScenario ? describeScenario(draftScenario) : undefined;

  const applyScenario = () => {
    setReloading(true);
    controls.selectScenario(draft);
  };
  const resetData = () => {
    setReloading(true);
    controls.resetDemoData();
  };

  return (
    <>
      <Text>
        {translateWithElements('demoActiveScenario', {
          scenario: <ScenarioName>{controls.activeScenario}</ScenarioName>,
        })}
      </Text>
      <SelectField
        label={t('demoScenario')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby={descriptionId}
        disabled={reloading}
      >
        {controls.scenarios.map((scenario) => (
          <option key={scenario.name} value={scenario.name}>
            {scenario.name}: {describeScenario(scenario)}
          </option>
        ))}
      </SelectField>
      <Hint id={descriptionId}>{draftDescription}</Hint>
      <ActionButton
        type="button"
        onClick={applyScenario}
        disabled={reloading || draft === controls.activeScenario}
      >
        {t('demoApplyAndReload')}
      </ActionButton>
      {roomListing && (
        <>
          <Divider />
          {roomListing}
        </>
      )}
      <Divider />
      <ActionButton type="button" variant="secondary" onClick={resetData} disabled={reloading}>
        {t('demoResetData')}
      </ActionButton>
      <Hint>{t('demoResetHint')}</Hint>
    </>
  );
}

export interface DemoPanelProps {
  controls: DemoControls;
  /**
   * The List a new room button (docs/demo-and-qa.md#new-rooms), as the app composes it: it reads the saved
   * searches and the room list, which this feature may not import. Rendered only while the panel is open.
   */
  roomListing?: ReactNode;
}

/**
 * Demo-only controls in the bottom corner at the inline end (bottom right in English): which QA scenario the
 * mock API plays, List a new room, and a reset of the demo data. Collapsed to one small button by default;
 * Escape closes it and gives focus back to the button.
 */
export function DemoPanel({ controls, roomListing }: DemoPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const closePanel = useCallback(() => setOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    // Keyboard users land inside the panel they just opened.
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('select:enabled, button:enabled') ?? panel)?.focus();
  }, [open]);
  useCloseOnEscape(open, closePanel, toggleRef);

  return (
    <>
      <ScrollClearance aria-hidden="true" />
      <Dock>
        {open && (
          <Panel ref={panelRef} id={DEMO_PANEL_ID} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
            <Title id={titleId}>{t('demoPanel')}</Title>
            {controls.replaySource ? (
              <Text>
                {translateWithElements('demoReplaying', {
                  source: <ScenarioName>{controls.replaySource}</ScenarioName>,
                })}
              </Text>
            ) : (
              <ScenarioControls controls={controls} roomListing={roomListing} />
            )}
          </Panel>
        )}
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={open ? DEMO_PANEL_ID : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {t('demoPanel')}
        </Toggle>
      </Dock>
    </>
  );
}
