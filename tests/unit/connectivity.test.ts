import { isOffline, reportReachable, reportUnreachable, watchReachabilityWith } from '@/lib/connectivity';
import { createReachabilityProbe } from '@/lib/reachability-probe';

describe('connectivity', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  function watch(answers: () => boolean) {
    const probe = vi.fn(() => Promise.resolve(answers()));
    const onReachableAgain = vi.fn();
    stop = watchReachabilityWith(createReachabilityProbe({ apiBaseUrl: '/api', probe, onReachableAgain }));
    return { probe, onReachableAgain };
  }

  it('ignores failed requests until a build asks it to watch them (the demo never does)', () => {
    reportUnreachable();
    expect(isOffline()).toBe(false);
  });

  it('probes again with back-off, from a few seconds up to a minute, while nothing answers', async () => {
    const { probe } = watch(() => false);
    reportUnreachable();
    expect(isOffline()).toBe(true);
    const probedAt: number[] = [];
    probe.mockImplementation(() => {
      probedAt.push(Date.now());
      return Promise.resolve(false);
    });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const gaps = probedAt.map((at, index) => at - (probedAt[index - 1] ?? start));
    expect(gaps.slice(0, 6)).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 60_000]);
    expect(Math.max(...gaps)).toBe(60_000);
    expect(isOffline()).toBe(true);
  });

  it('probes at once when the browser says it is back online or the window gets focus', async () => {
    let answers = false;
    const { probe, onReachableAgain } = watch(() => answers);
    reportUnreachable();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(true);

    answers = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(isOffline()).toBe(false);
    expect(onReachableAgain).toHaveBeenCalledTimes(1);
  });

  it('clears as soon as any request gets an answer, and stops probing', async () => {
    const { probe } = watch(() => false);
    reportUnreachable();
    reportReachable();
    expect(isOffline()).toBe(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('is offline whenever the browser says so, whatever the requests do', () => {
    watch(() => true);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(isOffline()).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });
});
