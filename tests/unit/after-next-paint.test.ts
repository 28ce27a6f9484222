// The rest of a short room list renders in a task right after the next paint: after the frame that shows the
// first screenful, and without waiting for the page to go idle (docs/performance.md#the-room-grid).
import { afterNextPaint } from '@/lib/after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => {
      frames[handle - 1] = () => undefined;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paintFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('runs the work in a task after the next frame, not in it and not before it', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();

    paintFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the frame or after it', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    paintFrame();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    paintFrame();
    cancel();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });

  it('stands a timer in for frames where there are none', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
