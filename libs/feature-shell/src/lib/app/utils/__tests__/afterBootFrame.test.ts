import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_FRAME_PAINTED, BOOT_FRAME_WAIT_MS } from '../bootFramePlan';
import { afterBootFrame } from '../bootFrame';

afterEach(() => {
  Reflect.deleteProperty(window, BOOT_FRAME_PAINTED);
  vi.useRealTimers();
});

describe('afterBootFrame', () => {
  it('renders at once when index.html draws no boot frame', () => {
    const render = vi.fn();
    afterBootFrame(render);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders once the boot frame’s banner has been painted, once', async () => {
    let painted!: () => void;
    Reflect.set(window, BOOT_FRAME_PAINTED, new Promise<void>((resolve) => (painted = resolve)));
    const render = vi.fn();
    afterBootFrame(render);
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    painted();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('waits at most BOOT_FRAME_WAIT_MS for a paint that does not come', async () => {
    vi.useFakeTimers();
    Reflect.set(window, BOOT_FRAME_PAINTED, new Promise<void>(() => undefined));
    const render = vi.fn();
    afterBootFrame(render);
    await vi.advanceTimersByTimeAsync(BOOT_FRAME_WAIT_MS - 1);
    expect(render).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
