import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { scenarios } from '@mocks/scenarios';
import { provideDemoControls, type DemoControls } from '@/features/demo/demo-controls';
import { DemoPanel } from '@/features/demo/demo-panel';
import { DemoPanelSlot } from '@/features/demo/demo-panel-slot';
import { ListNewRoomSlot } from '@/features/demo/list-new-room-slot';
import { describeScenario, scenarioDescriptionIds } from '@/features/demo/scenario-descriptions';
import { activateLanguage, loadCatalogue } from '@/lib/i18n/i18n';
import { theme } from '@/features/theme/themes';

function fakeControls(overrides: Partial<DemoControls> = {}): DemoControls {
  return {
    activeScenario: 'empty',
    scenarios,
    selectScenario: vi.fn(),
    resetDemoData: vi.fn(),
    replaySource: null,
    ...overrides,
  };
}

const themed = (children: ReactNode) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;

/** The panel, opened, with the List a new room the app would give it. */
async function renderPanelWith(controls: DemoControls, roomListing: ReactNode) {
  const user = userEvent.setup();
  render(themed(<DemoPanel controls={controls} roomListing={roomListing} />));
  await user.click(screen.getByRole('button', { name: 'Demo panel' }));
}

/** Renders the panel over some page content, opened unless `open` is false. */
async function renderPanel(controls: DemoControls, open = true, toggleName = 'Demo panel') {
  const user = userEvent.setup();
  render(
    themed(
      <>
        <p>Page content</p>
        <DemoPanel controls={controls} />
      </>,
    ),
  );
  const toggle = screen.getByRole('button', { name: toggleName });
  if (open) await user.click(toggle);
  return { user, toggle };
}

describe('the demo panel', () => {
  afterEach(() => provideDemoControls(null));

  it('starts collapsed to a single toggle', async () => {
    const { toggle } = await renderPanel(fakeControls(), false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the active scenario, focuses the Scenario select and lists every scenario', async () => {
    const { toggle } = await renderPanel(fakeControls());
    const dialog = screen.getByRole('dialog', { name: 'Demo panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveTextContent('Active scenario: empty');
    const select = screen.getByRole('combobox', { name: 'Scenario' });
    expect(select).toHaveFocus();
    expect(select).toHaveValue('empty');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(scenarios.map((s) => s.name));
    expect(options[0]).toHaveTextContent(`default: ${scenarios[0]?.description ?? ''}`);
    expect(select).toHaveAccessibleDescription(
      scenarios.find((scenario) => scenario.name === 'empty')?.description ?? '',
    );
  });

  it('applies the chosen scenario and resets the data through the controls only', async () => {
    const controls = fakeControls();
    const { user } = await renderPanel(controls);
    const apply = screen.getByRole('button', { name: 'Apply and reload' });
    expect(apply).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scenario' }), 'reviewed');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(controls.selectScenario).toHaveBeenCalledWith('reviewed');
    expect(controls.resetDemoData).not.toHaveBeenCalled();
  });

  it('resets the demo data', async () => {
    const controls = fakeControls();
    const { user } = await renderPanel(controls);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(controls.resetDemoData).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user, toggle } = await renderPanel(fakeControls());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // And from the keyboard again: Enter opens, the toggle closes.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says which recording is replayed instead of offering scenarios', async () => {
    await renderPanel(fakeControls({ replaySource: '/__replay/session.har' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('/__replay/session.har');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('shows the List a new room the app gives it', async () => {
    await renderPanelWith(fakeControls(), <button type="button">List a new room</button>);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'List a new room' })).toBeVisible();
  });

  it('offers no List a new room while a recording is replayed', async () => {
    const replaying = fakeControls({ replaySource: '/__replay/session.har' });
    await renderPanelWith(replaying, <button type="button">List a new room</button>);
    expect(screen.queryByRole('button', { name: 'List a new room' })).not.toBeInTheDocument();
  });

  it('puts List a new room on a page only in the demo, with the mocks running and no recording replayed', async () => {
    const props = { criteria: null, onListed: vi.fn() };
    const { rerender } = render(themed(<ListNewRoomSlot {...props} />));
    expect(screen.queryByRole('button', { name: 'List a new room' })).not.toBeInTheDocument();
    provideDemoControls(fakeControls({ replaySource: '/__replay/session.har' }));
    rerender(themed(<ListNewRoomSlot key="replaying" {...props} />));
    expect(screen.queryByRole('button', { name: 'List a new room' })).not.toBeInTheDocument();
    provideDemoControls(fakeControls());
    rerender(themed(<ListNewRoomSlot key="demo" {...props} />));
    const button = await screen.findByRole('button', { name: 'List a new room' });
    expect(button).toHaveAccessibleDescription(
      'Adds a room. Save a search first to get one that matches it.',
    );
    expect(props.onListed).not.toHaveBeenCalled();
  });

  it('is mounted by the slot only once the mocks have handed over their controls', async () => {
    const { rerender } = render(themed(<DemoPanelSlot />));
    expect(screen.queryByRole('button', { name: 'Demo panel' })).not.toBeInTheDocument();
    provideDemoControls(fakeControls());
    rerender(themed(<DemoPanelSlot key="with-controls" />));
    expect(await screen.findByRole('button', { name: 'Demo panel' })).toBeInTheDocument();
  });

  it('describes every scenario of the mock API from the catalogue, in English exactly as the mock does', () => {
    expect(Object.keys(scenarioDescriptionIds)).toEqual(scenarios.map((scenario) => scenario.name));
    expect(scenarios.map(describeScenario)).toEqual(scenarios.map((scenario) => scenario.description));
  });

  describe('in Spanish', () => {
    const SPANISH_TOGGLE = 'Panel de demostración';
    beforeEach(async () => {
      await loadCatalogue('es');
      activateLanguage('es');
    });
    afterEach(() => activateLanguage('en'));

    it('describes the scenarios in Spanish, with numbers written the Spanish way', async () => {
      await renderPanel(fakeControls({ activeScenario: 'many-rooms' }), true, SPANISH_TOGGLE);
      const select = screen.getByRole('combobox', { name: 'Escenario' });
      expect(screen.getByRole('option', { name: /^many-rooms:/ })).toHaveTextContent(
        'many-rooms: 5.000 habitaciones generadas de todas las formas; se puede solicitar.',
      );
      expect(select).toHaveAccessibleDescription(
        '5.000 habitaciones generadas de todas las formas; se puede solicitar.',
      );
      expect(screen.getByRole('option', { name: /^session-expires:/ })).toHaveTextContent(
        'Tras 3 llamadas autenticadas por inicio de sesión',
      );
    });

    it('keeps the English of a scenario the catalogue does not know', async () => {
      const unknown = { name: 'from-a-newer-mock', description: 'Something new.' };
      await renderPanel(fakeControls({ scenarios: [...scenarios, unknown] }), true, SPANISH_TOGGLE);
      expect(screen.getByRole('option', { name: /^from-a-newer-mock:/ })).toHaveTextContent(
        'from-a-newer-mock: Something new.',
      );
    });
  });
});
