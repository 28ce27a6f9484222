import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { scenarios } from '@mocks/scenarios';
import { provideDemoControls, type DemoControls } from '@/features/demo/demo-controls';
import { DemoPanel } from '@/features/demo/demo-panel';
import { DemoPanelSlot } from '@/features/demo/demo-panel-slot';
import { theme } from '@/features/theme/themes';

function fakeControls(overrides: Partial<DemoControls> = {}): DemoControls {
  return {
    activeScenario: 'empty',
    scenarios: scenarios.map(({ name, description }) => ({ name, description })),
    selectScenario: vi.fn(),
    resetDemoData: vi.fn(),
    replaySource: null,
    ...overrides,
  };
}

function renderPanel(controls: DemoControls) {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <p>Page content</p>
      <DemoPanel controls={controls} />
    </ThemeProvider>,
  );
  return { user, toggle: screen.getByRole('button', { name: 'Demo panel' }) };
}

describe('the demo panel', () => {
  afterEach(() => provideDemoControls(null));

  it('starts collapsed to a single toggle', () => {
    const { toggle } = renderPanel(fakeControls());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the active scenario, focuses the Scenario select and lists every scenario', async () => {
    const { user, toggle } = renderPanel(fakeControls());
    await user.click(toggle);
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
    const { user, toggle } = renderPanel(controls);
    await user.click(toggle);
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
    const { user, toggle } = renderPanel(controls);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(controls.resetDemoData).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user, toggle } = renderPanel(fakeControls());
    await user.click(toggle);
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
    const { user, toggle } = renderPanel(fakeControls({ replaySource: '/__replay/session.har' }));
    await user.click(toggle);
    expect(screen.getByRole('dialog')).toHaveTextContent('/__replay/session.har');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it('is mounted by the slot only once the mocks have handed over their controls', async () => {
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <DemoPanelSlot />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Demo panel' })).not.toBeInTheDocument();
    provideDemoControls(fakeControls());
    rerender(
      <ThemeProvider theme={theme}>
        <DemoPanelSlot key="with-controls" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Demo panel' })).toBeInTheDocument();
  });
});
