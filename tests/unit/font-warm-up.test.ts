import { routePreloadScript, type FontWarmUpOptions } from '../../scripts/route-preloads';

const FONTS: FontWarmUpOptions = {
  family: 'system-ui, "Segoe UI", sans-serif',
  styles: [
    { weight: 400, size: '1rem' },
    // jsdom's style parser drops sizes it cannot read, such as clamp(); the browser test covers those.
    { weight: 700, size: '1.5rem' },
    { weight: 800, size: '1.125rem' },
  ],
  samples: { en: 'English', ar: 'العربية' },
};

interface LaidOut {
  connected: boolean;
  hidden: string | null;
  visibility: string;
  position: string;
  family: string;
  weight: string;
  size: string;
  text: string | null;
}

/** Runs the built script and records each element it asks the browser to lay out. */
function runScript(): LaidOut[] {
  const laidOut: LaidOut[] = [];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const { visibility, position, fontFamily, fontWeight, fontSize } = this.style;
    laidOut.push({
      connected: this.isConnected,
      hidden: this.getAttribute('aria-hidden'),
      visibility,
      position,
      family: fontFamily,
      weight: fontWeight,
      size: fontSize,
      text: this.textContent,
    });
    return new DOMRect();
  });
  // The script is generated text that the browser runs as it is: running the text is what is tested.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function(routePreloadScript({}, '/', { fontWarmUp: FONTS })) as () => void)();
  return laidOut;
}

/** The resource timing entries the browser has for the page's module scripts, once they have arrived. */
const codeArrives = () =>
  vi
    .spyOn(performance, 'getEntriesByName')
    .mockImplementation((name) => [{ name, entryType: 'resource' } as PerformanceEntry]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
  // The page's code, still on its way: the browser has no resource timing entry for it yet.
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = '/assets/startup.js';
  document.head.append(entry);
});

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelector('script[type="module"]')?.remove();
  document.documentElement.lang = '';
});

describe('the font warm-up while the page waits for its code', () => {
  it('lays out a hidden line in each style, in the page language, after the first paint, leaving nothing behind', () => {
    document.documentElement.lang = 'ar';
    const laidOut = runScript();
    // Nothing before the first frame: the painted shell comes first.
    expect(laidOut).toEqual([]);
    vi.runAllTimers();

    expect(laidOut).toEqual(
      FONTS.styles.map(({ weight, size }) => ({
        connected: true,
        hidden: 'true',
        visibility: 'hidden',
        position: 'absolute',
        family: FONTS.family,
        weight: String(weight),
        size,
        text: expect.stringContaining('العربية') as unknown,
      })),
    );
    // Each removed in the task that laid it out: no frame ever shows it, assistive technology never meets it.
    expect(document.body.children).toHaveLength(0);
  });

  it('lays out one style a task, so that the code arriving waits for one line at most, and stops then', () => {
    const laidOut = runScript();
    // The first frame, then the number formatter's warm-up, then the first line.
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(laidOut).toHaveLength(1);
    codeArrives();
    vi.runAllTimers();
    expect(laidOut).toHaveLength(1);
  });

  it('lays out nothing when the code is there already, as for a returning visitor', () => {
    codeArrives();
    const laidOut = runScript();
    vi.runAllTimers();
    expect(laidOut).toEqual([]);
  });

  it('still lays out Latin text for a language it has no sample of', () => {
    document.documentElement.lang = 'fr';
    const laidOut = runScript();
    vi.runAllTimers();
    expect(laidOut.map((line) => line.text)).toEqual(['Aa 0 ', 'Aa 0 ', 'Aa 0 ']);
  });
});
